"""Issue 13 (a table that never stutters): what stays the same from one move to the next is not painted
again. Structural facts only: counts of paints and measurements, never times."""

from __future__ import annotations

import subprocess
import sys

from PySide6.QtCore import QModelIndex, QRectF, QStringListModel
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QStyledItemDelegate

from desktop_app.games.campaign_trail.scene.display import StateDisplay
from desktop_app.games.campaign_trail.scene.scene_map_layer import MapLayer
from desktop_app.games.copernico.scene.items import PanelItem as CopernicoPanel
from desktop_app.games.councils.scene.panel import PanelItem as CouncilsPanel
from desktop_app.ui import picture_cache, theme
from desktop_app.ui.sentence_list import SentenceList
from desktop_app.ui.table_boxes import ButtonItem


def _view(qtbot, *items) -> QGraphicsView:
    view = QGraphicsView()
    scene = QGraphicsScene(0, 0, 600, 400, view)
    for item in items:
        scene.addItem(item)
    view.setScene(scene)
    view.resize(620, 420)
    qtbot.addWidget(view)
    view.show()
    return view


def test_a_councils_board_paints_its_plate_and_tracks_once_while_only_the_score_changes(qtbot, monkeypatch):
    picture_cache.clear()
    plates, tracks = [], []
    monkeypatch.setattr(CouncilsPanel, "_paint_plate", lambda self, p, r: plates.append(1))
    original = CouncilsPanel._paint_tracks
    monkeypatch.setattr(CouncilsPanel, "_paint_tracks", lambda self, p: (tracks.append(1), original(self, p)))
    panel = CouncilsPanel(0)
    panel.set_rect(QRectF(10, 10, 300, 180))
    panel.types = ("EDU", "FIN")
    panel.influence = {"EDU": 2, "FIN": 0}
    view = _view(qtbot, panel)
    for vp in range(5):  # five moves that change the score line only
        panel.vp = vp
        view.viewport().grab()
    assert len(plates) == 1 and len(tracks) == 1
    panel.influence = {"EDU": 3, "FIN": 0}  # a track moves: the tracks are drawn again, the plate is not
    view.viewport().grab()
    assert len(plates) == 1 and len(tracks) == 2


def test_a_copernico_area_paints_its_plate_once_while_its_status_changes(qtbot, monkeypatch):
    picture_cache.clear()
    stills = []
    monkeypatch.setattr(CopernicoPanel, "_paint_still", lambda self, p, r: stills.append(1))
    panel = CopernicoPanel()
    panel.style = theme.player_style(1)
    panel.set_rect(QRectF(10, 10, 320, 200))
    view = _view(qtbot, panel)
    for status in ("drafting", "placing", "done"):
        panel.status = status
        view.viewport().grab()
    assert len(stills) == 1


def test_the_campaign_map_repaints_only_the_states_a_move_changes(qtbot, monkeypatch):
    painted: list[str] = []
    layer = MapLayer()
    for cls in {type(part) for part in layer.childItems()}:  # patched before Qt first calls them
        original = cls.paint

        def paint(self, *args, _original=original):
            painted.append(self.code)
            return _original(self, *args)

        monkeypatch.setattr(cls, "paint", paint)
    view = _view(qtbot, layer)
    layer.set_states({code: StateDisplay(3) for code in layer.states})
    view.fitInView(layer.mapRectToScene(layer.map_rect()))
    layer.set_highlights({"TX": "$2"})
    view.viewport().grab()  # every part is drawn once into its cached picture
    assert "TX" in painted
    painted.clear()
    layer.set_highlights({"TX": "$2"})  # the same highlights again, as most moves do
    layer.set_marked([])
    view.viewport().grab()
    assert painted == []
    layer.set_states({"OH": StateDisplay(17, "D", (("D", 1),), 1)})  # a move that takes Ohio
    view.viewport().grab()
    assert painted and set(painted) == {"OH"}


def test_a_log_row_is_measured_once_however_often_the_view_scrolls_to_the_bottom(qtbot, monkeypatch):
    measured: list[tuple[int, int]] = []
    original = QStyledItemDelegate.sizeHint

    def measure(self, option, index):
        measured.append((index.row(), option.rect.width()))
        return original(self, option, index)

    monkeypatch.setattr(QStyledItemDelegate, "sizeHint", measure)
    view = SentenceList()
    model = QStringListModel([f"Line {n}: a sentence long enough to wrap once or twice" for n in range(40)])
    view.setModel(model)
    view.resize(260, 300)
    qtbot.addWidget(view)
    view.show()
    view.scrollToBottom()
    view.viewport().grab()
    for n in range(40, 45):  # five moves, each adding a row and scrolling to it
        model.insertRows(n, 1, QModelIndex())
        model.setData(model.index(n), f"Line {n}: another sentence")
        view.scrollToBottom()
        view.viewport().grab()
    assert len(measured) == len(set(measured))  # no row measured twice at the same width


def test_the_main_window_starts_without_the_computer_players_or_package_metadata():
    # The search, its agents and importlib.metadata load when first needed (a computer's move, a hint,
    # a save), not for the first frame.
    code = (
        "import sys\n"
        "from desktop_app.app import make_application\n"
        "from desktop_app.ui.main_window import MainWindow\n"
        "from desktop_app.ui.settings import Settings\n"
        "app = make_application([], language='en')\n"
        "window = MainWindow(Settings())\n"
        "window.show()\n"
        "window.grab()\n"
        "print(' '.join(sorted(sys.modules)))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         check=True).stdout.split()
    assert "desktop_app.ui.main_window" in out
    assert not [name for name in out if name.startswith("desktop_app.ai")]
    assert "importlib.metadata" not in out


def test_a_box_turning_clickable_keeps_its_picture_unless_the_pointer_rests_on_it(qtbot, monkeypatch):
    # Copycat's offices turn clickable and back at each of the person's turns: the handler draws
    # nothing but the hover ring, so only a hovered box paints again.
    painted: list[int] = []
    original = ButtonItem.paint_content
    monkeypatch.setattr(ButtonItem, "paint_content",
                        lambda self, p, r: (painted.append(1), original(self, p, r)))
    button = ButtonItem("Use")
    button.set_rect(QRectF(20, 20, 120, 32))
    view = _view(qtbot, button)
    view.viewport().grab()
    first = len(painted)
    assert first >= 1
    for _ in range(3):  # three turns of the person and three of the others
        button.set_clickable(lambda: None)
        view.viewport().grab()
        button.set_clickable(None)
        view.viewport().grab()
    assert len(painted) == first
    button.set_clickable(lambda: None)
    button.hovered = True
    view.viewport().grab()
    assert len(painted) == first + 1
    button.set_clickable(None)  # the ring goes with the handler
    view.viewport().grab()
    assert len(painted) == first + 2 and not button.hovered
