"""The Copernico turn in one sentence for the window's one confirmation per turn: a placement or a
reformulation together with the cards that pay for it ("Place Q34 on the centre and pay Q12, Q20")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine.actions import Action
from ....ui.templates import fill
from ..actions import Pay
from .table_state import TableBase
from .texts import position_name

translate = QCoreApplication.translate  # a name lupdate knows: it extracts translate(...)


class ConfirmingMixin(TableBase):
    """Mixed into CopernicoScene: ``describe_turn`` names the last payment's whole move."""

    def describe_turn(self, action: Action) -> str:
        commit = self._commit() or {}
        if not isinstance(action, Pay) or commit.get("kind") not in ("place", "reformulate"):
            return str(self.describe_action(action))
        paid = ", ".join([*commit.get("paid", []), action.card])
        where = position_name(int(commit.get("position", 0)))
        if commit["kind"] == "place":
            return fill(translate("CopernicoConfirm", "Place %1 on %2 and pay %3"), commit.get("card"), where,
                        paid)
        return fill(translate("CopernicoConfirm", "Reformulate %2 with %1 and pay %3"), commit.get("card"),
                    where, paid)
