"""What the rest of the window takes from the new-game dialog without loading the dialog itself.

The level names (menus, the record panel, lessons) and a fresh seed (Rematch) are needed on the home
screen and at a game's end; the dialog with its seat rows and option widgets loads when first opened.
The translation context stays the dialog's, so the existing translations still apply.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

MAX_SEED = 999_999_999

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


def level_name(level: str) -> str:
    return {
        "random": translate("NewGameDialog", "Random"),
        "easy": translate("NewGameDialog", "Easy"),
        "normal": translate("NewGameDialog", "Normal"),
        "hard": translate("NewGameDialog", "Hard"),
    }.get(level, level)


def new_seed() -> int:
    # Not game randomness: only picks which deal the new game starts from.
    import secrets  # with hashlib and hmac: not needed before the first game

    return secrets.randbelow(MAX_SEED) + 1
