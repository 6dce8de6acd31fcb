"""Draws the Game Table app icon and writes every icon file the builds need.

Run from anywhere: ``python packaging/make_icons.py``. It writes into
``resources/icons/``: ``game-table-{16..512}.png``, ``game-table.ico``
(Windows, 16-256 px) and ``game-table.icns`` (macOS, 16-1024 px). The outputs
are committed, so builds never need Pillow's drawing code; rerun this only
when the design changes.

The design is our own: a felt-green rounded tile, a fan of three cards whose
front card shows a ringed planet, and a small four-pointed star. Tiny icons
get their own, bolder drawing (no shadow, thicker outlines, one big pip per
card), because a 16 px downscale of the full drawing turns fine lines to mud.
"""

from __future__ import annotations

import argparse
import math
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "resources" / "icons"
NAME = "game-table"

MASTER = 1024
SUPERSAMPLE = 2  # ImageDraw does not anti-alias: draw at 2x and scale down
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (32, 64, 128, 256, 512)  # plus the 1024 master; Pillow's ICNS has no 16 px PNG slot
SMALL_LIMIT = 32  # sizes up to this use the simplified drawing

FELT_DARK = (16, 74, 44, 255)
FELT_LIGHT = (38, 132, 78, 255)
FELT_RIM = (10, 52, 31, 255)
CARD = (252, 248, 238, 255)
CARD_EDGE = (22, 40, 30, 255)
RED = (200, 52, 44, 255)
NAVY = (34, 56, 104, 255)
GOLD = (244, 182, 48, 255)
GOLD_DARK = (196, 126, 22, 255)
STAR = (255, 233, 150, 255)


def _felt(size: int, simple: bool) -> Image.Image:
    """The rounded green tile with a soft light in the middle."""
    margin = round(size * 0.045)
    radius = round(size * 0.2)
    box = (margin, margin, size - margin - 1, size - margin - 1)
    if simple:
        fill = Image.new("RGBA", (size, size), FELT_LIGHT[:3] + (255,))
        fill = Image.blend(fill, Image.new("RGBA", (size, size), FELT_DARK), 0.35)
    else:
        # radial_gradient is black in the centre, white at the rim
        glow = Image.radial_gradient("L").resize((size, size), Image.Resampling.BICUBIC)
        glow = glow.point(lambda v: min(255, int(v * 1.25)))
        fill = Image.composite(
            Image.new("RGBA", (size, size), FELT_DARK), Image.new("RGBA", (size, size), FELT_LIGHT), glow
        )
    mask = Image.new("L", (size, size), 0)
    ImageDraw.Draw(mask).rounded_rectangle(box, radius=radius, fill=255)
    tile = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    tile.paste(fill, (0, 0), mask)
    rim = round(size * (0.03 if simple else 0.014))
    ImageDraw.Draw(tile).rounded_rectangle(box, radius=radius, outline=FELT_RIM, width=rim)
    return tile


def _diamond(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill) -> None:
    draw.polygon([(cx, cy - r), (cx + r * 0.72, cy), (cx, cy + r), (cx - r * 0.72, cy)], fill=fill)


def _star(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill, points: int = 4) -> None:
    """A pointed star: long rays of length r, waist at a third of it."""
    corners = []
    for i in range(points * 2):
        angle = math.pi * i / points - math.pi / 2
        length = r if i % 2 == 0 else r * 0.32
        corners.append((cx + length * math.cos(angle), cy + length * math.sin(angle)))
    draw.polygon(corners, fill=fill)


def _planet(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, simple: bool) -> None:
    """A gold planet crossed by a tilted navy ring (back half behind, front half over it)."""
    ring_w, ring_h = r * 2.1, r * 0.62
    ring_box = (cx - ring_w, cy - ring_h, cx + ring_w, cy + ring_h)
    stroke = max(2, round(r * (0.3 if simple else 0.2)))
    draw.arc(ring_box, 180, 360, fill=NAVY, width=stroke)
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=GOLD, outline=GOLD_DARK, width=max(1, round(r * 0.1)))
    if not simple:
        # a darker band gives the ball some roundness
        draw.chord((cx - r * 0.92, cy - r * 0.2, cx + r * 0.92, cy + r * 0.92), 20, 160, fill=GOLD_DARK)
    draw.arc(ring_box, 0, 180, fill=NAVY, width=stroke)


def _card(size: int, simple: bool, face: str, drop: float) -> Image.Image:
    """One upright card on a transparent layer the size of the icon, ``drop`` x size below its place."""
    layer = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    w, h = size * 0.36, size * 0.52
    cx, bottom = size * 0.5, size * (0.84 + drop)
    box = (cx - w / 2, bottom - h, cx + w / 2, bottom)
    edge = max(2, round(size * (0.028 if simple else 0.01)))
    draw.rounded_rectangle(box, radius=size * 0.045, fill=CARD, outline=CARD_EDGE, width=edge)
    left, top = box[0], box[1]
    if face == "planet":
        _planet(draw, cx, top + h * 0.45, size * (0.1 if simple else 0.085), simple)
        if not simple:
            _star(draw, left + w * 0.2, top + h * 0.14, size * 0.03, NAVY)
        return layer
    # the left card's pip sits in its left corner, the right card's in its right one: the front card
    # covers the other corners
    pip_x = left + w * (0.2 if face == "red" else 0.8)
    if simple:
        # one big pip: enough to tell the card from its neighbour at 16 px
        _diamond(draw, pip_x, top + h * 0.2, size * 0.07, RED if face == "red" else NAVY)
    elif face == "red":
        _diamond(draw, pip_x, top + h * 0.14, size * 0.035, RED)
    else:
        _star(draw, pip_x, top + h * 0.14, size * 0.035, NAVY)
    return layer


def _shadow(layer: Image.Image, size: int) -> Image.Image:
    """A soft dark copy of the layer, nudged down, to lift the cards off the felt."""
    alpha = layer.getchannel("A").filter(ImageFilter.GaussianBlur(size * 0.012))
    alpha = alpha.point(lambda v: v * 45 // 100)
    shadow = Image.new("RGBA", layer.size, (0, 20, 8, 255))
    shadow.putalpha(alpha)
    return ImageChops.offset(shadow, 0, round(size * 0.012))


def draw_icon(size: int, simple: bool = False) -> Image.Image:
    """The icon at ``size`` px, drawn at SUPERSAMPLE x and scaled down."""
    big = size * SUPERSAMPLE
    icon = _felt(big, simple)
    pivot = (big * 0.5, big * 1.05)
    tilt = 19 if simple else 17
    # drawn back to front: the upright planet card lies on top of the fan
    for angle, face in ((tilt, "red"), (-tilt, "navy"), (0, "planet")):
        # the front card sits a little higher than the fanned ones so their inner corners stay hidden
        card = _card(big, simple, face, 0.02 if angle else -0.02)
        if angle:
            card = card.rotate(angle, resample=Image.Resampling.BICUBIC, center=pivot)
        if not simple:
            icon.alpha_composite(_shadow(card, big))
        icon.alpha_composite(card)
    draw = ImageDraw.Draw(icon)
    star_r = big * (0.095 if simple else 0.07)
    _star(draw, big * 0.8, big * 0.2, star_r, STAR)
    if not simple:
        _star(draw, big * 0.2, big * 0.24, big * 0.03, STAR)
    return icon.resize((size, size), Image.Resampling.LANCZOS)


def icon_at(size: int, master: Image.Image) -> Image.Image:
    if size <= SMALL_LIMIT:
        # the simple drawing at 4x the target keeps its bold shapes crisp when reduced
        return draw_icon(size * 4, simple=True).resize((size, size), Image.Resampling.LANCZOS)
    return master.resize((size, size), Image.Resampling.LANCZOS)


def write_icons(out_dir: Path = OUT_DIR) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    master = draw_icon(MASTER)
    images = {size: icon_at(size, master) for size in sorted({*PNG_SIZES, *ICO_SIZES, *ICNS_SIZES})}
    written = []
    for size in PNG_SIZES:
        path = out_dir / f"{NAME}-{size}.png"
        images[size].save(path, optimize=True)
        written.append(path)
    ico = out_dir / f"{NAME}.ico"
    largest = images[max(ICO_SIZES)]
    largest.save(
        ico,
        sizes=[(s, s) for s in ICO_SIZES],
        append_images=[images[s] for s in ICO_SIZES if s != max(ICO_SIZES)],
    )
    written.append(ico)
    icns = out_dir / f"{NAME}.icns"
    master.save(icns, append_images=[images[s] for s in ICNS_SIZES])
    written.append(icns)
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="folder to write into")
    args = parser.parse_args()
    for path in write_icons(args.out):
        print(f"wrote {path} ({path.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
