"""What the mixins of ``board.CopycatScene`` share, declared once so mypy checks each mixin on its own:
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
    from ..data import CardDef, CopycatData, OfficeDef
    from ..observation_types import CopycatObservation, FrameView, SeatView
    from ..view import RunningTotals
    from .chips import ChipsItem
    from .end_lists import EndListsItem
    from .furniture import BoardItem, OfficeItem, StreetSpaceItem
    from .items import (
        BacksItem,
        CardItem,
        InfoItem,
        PanelItem,
        PieceItem,
        PileItem,
        PreviewItem,
        WorkerItem,
        ZoneItem,
    )
    from .layout import Layout, OpponentGeometry

    class TableBase(TableScene):
        """The scene as each mixin sees it."""

        # -- made and answered by the scene itself (board.py) -------------------------------------
        data: CopycatData
        _layout: Layout | None
        _card_sync: PieceSync[CardItem]
        _cards: dict[str, CardItem]
        _spot_of: dict[str, dict[str, Any]]  # what each shown card is (hand, play zone, ...)
        _fresh: set[str]
        _board: BoardItem
        _spaces: list[StreetSpaceItem]
        _end_lists: EndListsItem  # in the street's place once the game is over (end_lists.py)
        _end_shown: bool
        _offices: dict[str, OfficeItem]
        _workers: dict[str, WorkerItem]
        _worker_stack: list[WorkerItem]  # bottom first (pieces.py)
        _pieces: dict[int, PieceItem]
        _panels: dict[int, PanelItem]
        _backs: dict[int, BacksItem]
        _piles: list[PileItem]
        _opp_piles: dict[int, tuple[PileItem, PileItem]]
        _opp_chips: dict[int, ChipsItem]  # an opponent's play area in chips (chips.py)
        # made again only when their inputs change (issue 13): the key they were made for, and they
        _info_memo: dict[int, tuple[tuple, tuple[str, ...]]]
        _geometry_memo: dict[int, tuple[tuple, OpponentGeometry]]
        _street_for: tuple
        _bid_zone: ZoneItem
        _play_zone: ZoneItem
        _info: InfoItem
        _preview: PreviewItem
        # what each gesture may send now (rebuilt from the legal actions by _sync_targets)
        _bid_cards: dict[str, Action]
        _play_cards: dict[str, Action]
        _choose_cards: dict[str, Action]
        _place_offices: dict[str, Action]
        _buy_spaces: dict[int, Action]
        _marked_cards: set[str]
        _marked_offices: set[str]
        # the person's half-made choices
        _held: str | None
        _dragging: str | None
        _buy_space: int | None
        _number: int  # the stepper's value for large amounts; -1 = the most allowed

        @abstractmethod
        def _view(self) -> CopycatObservation: ...
        @abstractmethod
        def _player(self, seat: int) -> SeatView | dict: ...
        @abstractmethod
        def _frame(self) -> FrameView | None: ...
        @abstractmethod
        def _office_def(self, oid: str) -> OfficeDef: ...
        @abstractmethod
        def _card_def(self, cid: str) -> CardDef: ...
        @abstractmethod
        def _board_entry(self, oid: str) -> dict: ...
        @abstractmethod
        def _totals(self, seat: int) -> RunningTotals | None: ...
        @abstractmethod
        def _unused_buy_offices(self, seat: int) -> int: ...
        @abstractmethod
        def _red_cards_left_of(self, space: int) -> list[str]: ...
        @abstractmethod
        def _sync_targets(self) -> None: ...
        # -- answered by one mixin, asked by another ---------------------------------------------
        @abstractmethod
        def _worker_h(self, layout: Layout) -> float: ...
        @abstractmethod
        def _show_preview(self, card_id: str, near: QRectF) -> None: ...
        @abstractmethod
        def _opponent_geometry(self, seat: int, rect: QRectF) -> OpponentGeometry: ...
        @abstractmethod
        def _opp_play_whole(self, seat: int, geo: OpponentGeometry) -> bool: ...
        @abstractmethod
        def _refuse_drop(self, item: Any, pos: QPointF) -> bool: ...
else:
    TableBase = object
