"""The felt's speckle tile: drawn here, stored as a picture in ``resources/felt/noise.png``.

Drawing the 2,600 speckles point by point costs some 15 ms of start-up; reading the same tile from a
PNG costs a quarter of a millisecond. The tile is the same pixels either way (a fixed seed), and
``tests/ui/test_felt.py`` checks that the stored picture is what :func:`render_tile` draws, so the two
cannot drift apart. After changing the drawing, write the picture again:

    python -m desktop_app.ui.felt_noise
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QColor, QImage, QPainter

from ..engine.rng import Rng

TILE = 128
SPECKLES = 2600
SEED = 0x5EED  # fixed: the felt looks the same on every start
FILE = ("felt", "noise.png")  # under resources/


def render_tile() -> QImage:
    """A small tile of faint speckles that gives the felt its texture."""
    from PySide6.QtCore import Qt  # only when the stored tile is missing, or to write it again

    tile = QImage(TILE, TILE, QImage.Format.Format_ARGB32_Premultiplied)
    tile.fill(Qt.GlobalColor.transparent)
    painter = QPainter(tile)
    rng = Rng(SEED)
    for _ in range(SPECKLES):
        x, y = rng.below(TILE), rng.below(TILE)
        light = rng.below(2) == 1
        alpha = 10 + rng.below(16)
        painter.setPen(QColor(255, 255, 255, alpha) if light else QColor(0, 0, 0, alpha + 6))
        painter.drawPoint(x, y)
    painter.end()
    return tile


def stored_path() -> Path:
    from ..resources import resources_dir

    return resources_dir().joinpath(*FILE)


def main() -> int:
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - painting needs one
    path = stored_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if not render_tile().save(str(path)):  # PNG, from the name
        print(f"felt_noise: cannot write {path}", file=sys.stderr)
        return 1
    print(f"felt_noise: wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
