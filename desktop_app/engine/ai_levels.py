"""The computer opponents' levels, weakest first (a seat's ``level``, the settings' default level).

Apart from :mod:`desktop_app.engine.seats` (which names them too) so the settings and the menus, made for
the home screen's first frame, need not build the ``Seat`` dataclass (issue 13, start-up)."""

from __future__ import annotations

AI_LEVELS = ("random", "easy", "normal", "hard")
