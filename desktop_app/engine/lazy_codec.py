"""A game definition's action codec, loaded with the game's actions at first use.

Apart from :mod:`desktop_app.engine.actions` (the ``Action`` dataclass and the codec) so the game definitions
the home screen lists need not build the ``Action`` dataclass before its first frame (issue 13)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .actions import ActionCodec


class LazyCodec:
    """A game definition's ``action_codec`` that imports the game's actions module at first use.

    The catalogue lists every game at start-up, long before one is played or a save is read: the
    actions module (every action class of the game) loads only when a codec is first needed. The first
    read puts the codec itself on the class, so later reads are plain attribute look-ups."""

    def __init__(self, module: str, name: str = "CODEC") -> None:
        self.module = module
        self.name = name
        self.attribute = ""

    def __set_name__(self, owner: type, attribute: str) -> None:
        self.attribute = attribute

    def __get__(self, instance: object, owner: type | None = None) -> ActionCodec:
        import importlib

        from .actions import ActionCodec

        codec = getattr(importlib.import_module(self.module), self.name)
        if not isinstance(codec, ActionCodec):
            raise TypeError(f"{self.module}.{self.name} is not an ActionCodec")
        if owner is not None:
            setattr(owner, self.attribute, codec)
        return codec
