"""What the mixins of ``board.CopernicoScene`` share, declared once so mypy checks each mixin on its own:
for mypy ``TableBase`` is TableScene with that state and the methods one mixin asks of another (abstract,
each written once); at run time it is ``object`` (ARCHITECTURE.md, ``scene/``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from abc import abstractmethod
    from typing import Any

    from PySide6.QtCore import QPointF, QRectF

    from ....engine.actions import Action
    from ....ui.piles import PieceSync
    from ....ui.scene_kit import TableScene
    from ..actions import Draft, Place, Reformulate
    from ..data import CopernicoData
    from ..view import CopernicoObservation
    from .items import (
        AdviceItem,
        BacksItem,
        Box,
        ButtonItem,
        CardItem,
        HypothesisItem,
        LabelItem,
        LegendItem,
        PanelItem,
        PileItem,
        PreviewItem,
        ScoreTableItem,
        SlotItem,
        ZoneItem,
    )
    from .layout import DraftGeometry, Layout, PanelGeometry

    class TableBase(TableScene):
        """The scene as each mixin sees it."""

        # -- made and answered by the scene itself (board.py) -------------------------------------
        data: CopernicoData
        _layout: Layout | None
        _card_sync: PieceSync[CardItem]
        _cards: dict[str, CardItem]
        _home: dict[str, tuple[QPointF, float]]  # where each card rests now
        _spot_of: dict[str, dict[str, Any]]  # what each shown card is (hand, table, ...)
        _fresh: set[str]
        _targets: dict[str, dict[int, tuple[Action, int]]]
        _targets_drawn: tuple | None
        _tallies: tuple[dict | None, dict[int, str]]
        _draft_kept: tuple[tuple, DraftGeometry] | None
        # the person's half-made choices; they survive redraws until the observation moves on
        _draft_cards: tuple[str, ...]
        _roles: dict[str, str]
        _pay_sel: set[str]
        _held: str | None
        _focus_key: tuple | None
        _dragging: str | None
        _exit_to: dict[str, QPointF]
        _exit_hidden: set[str]
        # the furniture, made once and laid out on every redraw
        _my_panel: PanelItem
        _panels: dict[int, PanelItem]
        _backs: dict[int, BacksItem]
        _opp_hyps: dict[int, HypothesisItem]
        _slots: list[SlotItem]
        _deck: PileItem
        _discard: PileItem
        _advice: list[AdviceItem]
        _my_hyp: HypothesisItem
        _zones: dict[str | None, ZoneItem]
        _phase_label: LabelItem
        _prompt_label: LabelItem
        _bar_plate: LabelItem
        _btn_confirm: ButtonItem
        _btn_clear: ButtonItem
        _btn_rest: ButtonItem
        _score: ScoreTableItem
        _legend: LegendItem
        _preview: PreviewItem
        _objectives: list[Box]

        @abstractmethod
        def _view(self) -> CopernicoObservation: ...
        @abstractmethod
        def _commit(self) -> dict | None: ...

        @abstractmethod
        def _panel_geometry(self, seat: int, rect: QRectF, over: bool) -> PanelGeometry: ...
        @abstractmethod
        def _my_hand(self) -> list[str]: ...
        @abstractmethod
        def _pay_missing(self) -> int: ...
        @abstractmethod
        def _pay_pool(self) -> list[str]: ...
        # -- answered by one mixin, asked by another ---------------------------------------------
        @abstractmethod
        def _draft_card_h(self, upper: QRectF) -> float: ...
        @abstractmethod
        def _draft_row_cards(self) -> list[str]: ...
        @abstractmethod
        def _zone_card_pos(self, zone: ZoneItem, card_h: float) -> QPointF: ...
        @abstractmethod
        def _sync_targets(self) -> None: ...
        @abstractmethod
        def _assign(self, card: str, role: str | None) -> None: ...
        @abstractmethod
        def _assign_held(self, role: str | None) -> None: ...
        @abstractmethod
        def _clear_choice(self) -> None: ...
        @abstractmethod
        def _confirm(self) -> None: ...
        @abstractmethod
        def _draft_action(self) -> Draft | None: ...
        @abstractmethod
        def _drop_card(self, card: str, position: int) -> None: ...
        @abstractmethod
        def _drop_on_slot(self, position: int) -> None: ...
        @abstractmethod
        def _peek(self, index: int) -> None: ...
        @abstractmethod
        def _rest(self) -> None: ...
        @abstractmethod
        def _show_preview(self, item: CardItem) -> None: ...
        @abstractmethod
        def _focus_first_target(self) -> None: ...
        @abstractmethod
        def _slot_action(self, card: str, position: int) -> Place | Reformulate: ...
        @abstractmethod
        def _refuse_drop(self, card: str, pos: QPointF) -> bool: ...
        @abstractmethod
        def _refuse_slot(self, card: str, position: int) -> bool: ...
        @abstractmethod
        def _refuse_payment(self, card: str) -> bool: ...
else:
    TableBase = object
