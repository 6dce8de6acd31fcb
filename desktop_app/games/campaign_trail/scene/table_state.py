"""What the mixins of ``board.CampaignTrailScene`` share, declared once so mypy checks each mixin on its own:
for mypy ``TableBase`` is TableScene with that state and the methods one mixin asks of another (abstract,
each written once); at run time it is ``object`` (ARCHITECTURE.md, ``scene/``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from abc import abstractmethod
    from typing import Any

    from PySide6.QtCore import QPointF, QRectF

    from ....engine.actions import Action
    from ....ui.piles import PieceSync, Spot
    from ....ui.scene_kit import TableScene
    from ....ui.table_items import ButtonItem
    from ..data import CampaignTrailData
    from .cards import HandCard
    from .display import StateDisplay
    from .furniture import DebateBoard, EvTrack, PartyBoard
    from .items import HomeMarker, PawnItem, VoterToken
    from .layout import Layout
    from .month_decks import DecksItem
    from .news_banner import NewsBanner
    from .scene_map_layer import MapLayer
    from .scene_map_view import MapViewport

    class TableBase(TableScene):
        """The scene as each mixin sees it."""

        # -- made and answered by the scene itself (board.py) -------------------------------------
        data: CampaignTrailData
        _layout: Layout | None
        viewport: MapViewport
        map: MapLayer
        ev_track: EvTrack
        decks: DecksItem
        news_banner: NewsBanner
        debate_board: DebateBoard
        boards: list[PartyBoard]
        _hand_sync: PieceSync[HandCard]
        hand: dict[str, HandCard]
        pawns: dict[int, PawnItem]
        homes: dict[int, HomeMarker]
        buttons: list[ButtonItem]
        _button_actions: list[Action | None]
        voter: VoterToken | None
        _held: str | None  # a hand card picked up by a click (a debate play)
        _displays_made: dict[str, tuple[object, StateDisplay]]  # each state's last row and its display

        @abstractmethod
        def _frame(self) -> dict | None: ...
        @abstractmethod
        def _mine(self, seat: int) -> bool: ...
        @abstractmethod
        def _my_candidates(self) -> list[int]: ...
        @abstractmethod
        def _parties(self) -> list[str]: ...
        @abstractmethod
        def _party_of(self, seat: int) -> str: ...
        @abstractmethod
        def _seat(self, seat: int) -> dict: ...
        @abstractmethod
        def _top(self) -> dict | None: ...
        @abstractmethod
        def _sync_bar(self, layout: Layout) -> None: ...
        @abstractmethod
        def _new_hand_card(self, cid: str, spot: Spot) -> HandCard: ...
        @abstractmethod
        def _hand_origin(self, cid: str, spot: Spot) -> tuple[QPointF, float]: ...

        # -- answered by one mixin, asked by another ---------------------------------------------
        @abstractmethod
        def _my_hand(self) -> list[str]: ...
        @abstractmethod
        def _state_point(self, code: str) -> QPointF: ...
        @abstractmethod
        def _card_legal(self) -> dict[str, Action]: ...
        @abstractmethod
        def _sync_targets(self) -> None: ...
        @abstractmethod
        def _hand_owner(self) -> int | None: ...
        @abstractmethod
        def _sync_hand_tabs(self, area: QRectF, narrow: bool = False) -> QRectF: ...
        @abstractmethod
        def _revealed(self) -> bool: ...
        @abstractmethod
        def compact_cards_fit(self, hand: QRectF, size: int, card_w: float) -> bool: ...
        @abstractmethod
        def ed_hovered(self, item: Any, entered: bool) -> bool: ...
        @abstractmethod
        def hand_hovered(self, item: Any, entered: bool) -> bool: ...
else:
    TableBase = object
