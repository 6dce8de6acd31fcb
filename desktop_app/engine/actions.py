"""Actions: small immutable values with a stable JSON form.

Each game defines its actions as frozen dataclasses that subclass
:class:`Action` and name themselves with ``kind``. Fields may be ``int``,
``str``, ``bool``, ``None`` or tuples of those (nested tuples are allowed).
"""

from __future__ import annotations

import dataclasses
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


class ActionCodec:
    """Turns a game's actions into JSON and back, refusing anything unknown."""

    def __init__(self, classes: Iterable[type[Action]]) -> None:
        self._by_kind: dict[str, type[Action]] = {}
        for cls in classes:
            if not cls.kind or cls.kind in self._by_kind:
                raise ValueError(f"action class {cls.__name__} needs a unique kind")
            self._by_kind[cls.kind] = cls

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
        try:
            return cls(**{name: _from_json(data[name]) for name in names})
        except TypeError as exc:
            raise SaveError(f"action {kind!r} is malformed: {exc}") from exc
