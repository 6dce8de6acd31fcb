"""What the mixins of ``board.CouncilsScene`` share, declared once so mypy checks each mixin on its own:
for mypy ``TableBase`` is TableScene with that state and the methods one mixin asks of another (abstract,
each written once); at run time it is ``object`` (ARCHITECTURE.md, ``scene/``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from abc import abstractmethod
    from typing import Any

    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtWidgets import QGraphicsItem

    from ....engine.actions import Action
    from ....ui.piles import PieceSync
    from ....ui.scene_kit import TableScene
    from ....ui.table_items import ButtonItem
    from ..actions import PlaceEmployees
    from ..data import CouncilsData
    from ..view import CouncilsObservation
    from .items import (
        CardItem,
        CouncilItem,
        DeckItem,
        MeepleItem,
        PlateItem,
        PreviewItem,
        ScoreTrackItem,
        SpotItem,
    )
    from .layout import CityGeometry, Layout
    from .panel import PanelItem

    class TableBase(TableScene):
        """The scene as each mixin sees it."""

        # -- made and answered by the scene itself (board.py) -------------------------------------
        data: CouncilsData
        _layout: Layout | None
        _panels: dict[int, PanelItem]
        _councils: dict[str, CouncilItem]
        _card_sync: PieceSync[CardItem]
        _cards: dict[str, CardItem]
        _home: dict[str, tuple[QPointF, float]]  # card -> (top left, height)
        _meeples: dict[tuple[int, int], MeepleItem]
        _spots: dict[tuple[int, int], SpotItem]
        _spare_spots: dict[tuple[int, int], SpotItem]
        spots_made: int
        _city_plate: PlateItem
        _side_plate: PlateItem
        _deck: DeckItem
        _score: ScoreTrackItem
        _preview: PreviewItem
        _btn_build: ButtonItem
        # the person's half-made choices; they survive redraws until the observation moves on
        _placing: list[str]
        _proposal: tuple[str, int, int] | None
        _held: str | None  # a display card picked up by a click
        _queued: tuple[str, int, int] | None  # the position to send after StartProject
        _dragging: QGraphicsItem | None
        _drag_epoch: int  # counts drags begun and ended: a drag moves employees behind the memo's back
        _meeple_memo: dict[int, tuple]  # seat -> what its employees were last placed and dressed from
        meeple_seats_synced: int  # seats whose employees were placed again (tests count them)
        _geometry: CityGeometry | None

        @abstractmethod
        def _council_targets(self) -> set[str]: ...
        @abstractmethod
        def _view(self) -> CouncilsObservation: ...
        @abstractmethod
        def _frontier(self) -> list[tuple[int, int]]: ...
        @abstractmethod
        def _of(self, cls: type) -> list[Any]: ...
        @abstractmethod
        def _placing_complete(self) -> PlaceEmployees | None: ...
        @abstractmethod
        def _placing_ok(self, extra: str | None = None) -> list[PlaceEmployees]: ...
        @abstractmethod
        def _position_card(self) -> str | None: ...
        @abstractmethod
        def _positions(self) -> dict[tuple[int, int], Action]: ...
        @abstractmethod
        def _seat_order(self) -> list[int]: ...
        @abstractmethod
        def _startable(self) -> dict[str, Action]: ...

        # -- answered by one mixin, asked by another ---------------------------------------------
        @abstractmethod
        def _marks(self) -> dict[str, Any]: ...
        @abstractmethod
        def _sync_councils(self, layout: Layout, marks: dict[str, Any]) -> None: ...
        @abstractmethod
        def _sync_spots(self) -> None: ...
        @abstractmethod
        def _click_spot(self, cell: tuple[int, int]) -> None: ...
        @abstractmethod
        def choose(self, action: Action) -> None: ...
        @abstractmethod
        def cancel_choice(self) -> bool: ...
        @abstractmethod
        def confirm_proposal(self) -> bool: ...
        @abstractmethod
        def show_preview_beside(self, card: str, rect: QRectF) -> None: ...
        @abstractmethod
        def hide_preview(self) -> None: ...
        @abstractmethod
        def _refuse_drop(self, item: Any, pos: QPointF) -> bool: ...
else:
    TableBase = object
