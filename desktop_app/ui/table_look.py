"""Table items drawn once into a pixmap and repainted only when their look changes, and the
``dressing`` batch that lets a scene reset and set many items' flags with one repaint each at most."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject


def set_attributes(target: object, flags: dict[str, Any]) -> bool:
    """Sets each named attribute of ``target``; whether any of them changed (so the caller repaints once)."""
    changed = False
    for name, value in flags.items():
        if getattr(target, name) != value:
            setattr(target, name, value)
            changed = True
    return changed



def report_hover(item: QGraphicsObject, entered: bool) -> None:
    handler = getattr(item.scene(), "item_hovered", None)
    if handler is not None:
        handler(item, entered)


_MISSING = object()
# While a scene dresses its items (see :func:`dressing`): each item touched, with the value each
# public attribute had before the first change. None when no dressing is under way.
_dressing: dict[int, tuple[CachedLook, dict[str, Any]]] | None = None


def _differs(old: Any, new: Any) -> bool:
    if old is new:  # the common case of a dressing that sets what was there (the same flag, text)
        return False
    if old is _MISSING:
        return True
    if callable(old) and callable(new):
        return False  # a handler swapped for another handler draws the same
    try:
        return bool(old != new)
    except Exception:  # a value that does not compare
        return True


@contextlib.contextmanager
def dressing() -> Iterator[None]:
    """Set many items' attributes, then repaint only the items whose attributes end up changed.

    A scene dresses an item by resetting its flags and setting those that apply ("no tag; the price
    tag"): without this, the passing reset would drop the cache of every card on the table at each
    move although nothing on them changed. Nested dressings join the outermost."""
    global _dressing
    if _dressing is not None:
        yield
        return
    _dressing = {}
    try:
        yield
    finally:
        batch, _dressing = _dressing, None
        for item, before in batch.values():
            if any(_differs(old, getattr(item, name, _MISSING)) for name, old in before.items()):
                with contextlib.suppress(RuntimeError):  # the Qt item is gone already
                    item.update()  # type: ignore[attr-defined]


class CachedLook:
    """A table item drawn once into a pixmap and blitted until it changes (DeviceCoordinateCache).

    A repaint of the table is then copies: the soft shadows and rounded plates are not rasterised again
    every frame, and a glide moves a pixmap. The cache must be dropped whenever the look changes, so
    setting any public attribute to a new value (``glow``, ``dim``, ``marked``, a game's ``tag``...)
    repaints the item: scenes need not remember to call update() after dressing one. Attributes in
    ``QUIET`` steer the mouse, not the picture, and a handler swapped for another handler (a fresh
    ``partial`` each turn) draws the same: neither repaints."""

    QUIET: frozenset[str] = frozenset({"explain_press", "base_z"})

    def _cache_look(self) -> None:
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # type: ignore[attr-defined]

    def __setattr__(self, name: str, value: Any) -> None:
        if name[0] != "_" and name not in self.QUIET:
            batch = _dressing
            if batch is not None:
                # A scene's sync sets hundreds of these per move: the batch is made once per item, and
                # setting the very value that is there already is left out.
                entry = batch.get(id(self))
                if entry is None:
                    entry = batch[id(self)] = (self, {})
                current = getattr(self, name, _MISSING)
                if name not in entry[1]:
                    entry[1][name] = current
                if current is not value:
                    super().__setattr__(name, value)
                return
            old = getattr(self, name, _MISSING)
            changed = _differs(old, value)
            super().__setattr__(name, value)
            if changed:
                # RuntimeError: set before the Qt item exists (early in a subclass's __init__)
                with contextlib.suppress(RuntimeError):
                    self.update()  # type: ignore[attr-defined]
            return
        super().__setattr__(name, value)
