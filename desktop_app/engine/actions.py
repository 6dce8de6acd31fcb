"""Actions: small immutable values with a stable JSON form.

Each game defines its actions as frozen dataclasses that subclass
:class:`Action` and name themselves with ``kind``. Fields may be ``int``,
``str``, ``bool``, ``None`` or tuples of those (nested tuples are allowed).

Field types are exact: Python finds ``True == 1`` and ``3.0 == 3``, so a
decoded action is checked against its class's annotations, and
:func:`same_action` (used by the legality check) compares the types of the
values as well as the values.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Iterable
from typing import Any, ClassVar

from .errors import SaveError

JsonValue = Any


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    kind: ClassVar[str] = ""

    def to_json(self) -> dict[str, JsonValue]:
        data: dict[str, JsonValue] = {"kind": self.kind}
        for field in dataclasses.fields(self):
            data[field.name] = _to_json(getattr(self, field.name))
        return data


def _to_json(value: Any) -> JsonValue:
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    return value


def _from_json(value: JsonValue) -> Any:
    if isinstance(value, list):
        return tuple(_from_json(v) for v in value)
    if value is None or isinstance(value, (bool, int, str)):
        return value
    raise SaveError(f"an action holds a value of an unexpected type: {type(value).__name__}")


def _fits(value: Any, hint: Any) -> bool:
    """Whether ``value`` has exactly the annotated type (``bool`` is no ``int`` here).

    An annotation this does not know (``Any``, a game's own alias) accepts any
    value the JSON form allows; the legality check still compares exactly."""
    if hint is Any:
        return True
    if hint is type(None) or hint is None:
        return value is None
    if hint in (int, str, bool):
        return type(value) is hint
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return any(_fits(value, arg) for arg in args)
    if origin is tuple:
        if type(value) is not tuple:
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(v, args[0]) for v in value)
        return len(value) == len(args) and all(_fits(v, a) for v, a in zip(value, args, strict=True))
    return True


def _same_types(a: Any, b: Any) -> bool:
    if type(a) is not type(b):
        return False
    if type(a) is tuple:
        return len(a) == len(b) and all(_same_types(x, y) for x, y in zip(a, b, strict=True))
    return True


def same_action(a: Action, b: Action) -> bool:
    """``a == b`` with the kinds and the exact type of every field value equal too."""
    if a is b:  # the usual case: an action taken from the legal list itself
        return True
    if type(a) is not type(b) or a != b:
        return False
    return all(_same_types(getattr(a, f.name), getattr(b, f.name)) for f in dataclasses.fields(a))


class ActionCodec:
    """Turns a game's actions into JSON and back, refusing anything unknown."""

    def __init__(self, classes: Iterable[type[Action]]) -> None:
        self._by_kind: dict[str, type[Action]] = {}
        for cls in classes:
            if not cls.kind or cls.kind in self._by_kind:
                raise ValueError(f"action class {cls.__name__} needs a unique kind")
            self._by_kind[cls.kind] = cls
        self._hints: dict[type[Action], dict[str, Any]] = {}

    def _field_hints(self, cls: type[Action]) -> dict[str, Any]:
        hints = self._hints.get(cls)
        if hints is None:
            try:
                hints = typing.get_type_hints(cls)
            except (NameError, TypeError):  # an annotation we cannot resolve: values are checked by kind only
                hints = {}
            self._hints[cls] = hints
        return hints

    def encode(self, action: Action) -> dict[str, JsonValue]:
        return action.to_json()

    def decode(self, data: JsonValue) -> Action:
        if not isinstance(data, dict):
            raise SaveError("an action is not a JSON object")
        kind = data.get("kind")
        cls = self._by_kind.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise SaveError(f"unknown action kind {kind!r}")
        names = {f.name for f in dataclasses.fields(cls)}
        given = set(data) - {"kind"}
        if given != names:
            raise SaveError(f"action {kind!r} has fields {sorted(given)}, expected {sorted(names)}")
        values = {name: _from_json(data[name]) for name in names}
        hints = self._field_hints(cls)
        for name, value in values.items():
            if name in hints and not _fits(value, hints[name]):
                raise SaveError(f"action {kind!r} has a value of the wrong type in {name!r}")
        try:
            return cls(**values)
        except TypeError as exc:
            raise SaveError(f"action {kind!r} is malformed: {exc}") from exc
