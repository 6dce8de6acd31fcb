"""A hand card drawn as a strip: one line of a hand listed card under card (issue 15).

The replay's short table with everything revealed has a hand row about 520x206 px beside the candidates'
tabs: five whole cards need about 732 px, so a fanned hand showed only its top card whole. There each
card lies as a strip across the row instead: its number, reference state and debate icons on the first
line, its action boxes as chips in the boxes' colours on the second, each in the fewest words that keep
its figures (a long Advertise list gives its first issue and how many more, a long ability the box's
name; the whole card is in the strip's tooltip).

Where a strip stands for a card in play (beside the Election Day panel in the narrow view, drawn at 0.8)
its chips are the boxes' click targets: on a second line they were about 11 px tall on screen. So the strip
is one line (``strip_layout``): the number over the state's code and the debate icons one over the other
at the left, then the chips as tall as the strip, each box's words on one line or two, and the "Play for
no action" chip at the right.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ....ui.table_items import CENTRE, MIN_TEXT, PAPER_INK, paint_text, text_width
from ....ui.table_text import record_cut
from ....ui.templates import counted, fill
from ..data import Card
from .names import box_name, issue_name
from .scene_map_texts import state_name, translate

CHIP_PAD = 8.0  # a chip's text from its edges, both sides together
CHIP_GAP = 4.0
ICON_W = 25.0
LEAST_STRIP_H = 26.0  # two lines of the least text size
NUMBER_PX = 12.0
STATE_PX = 11.0
TWO_LINES = 25.6  # a chip this tall holds its words on two lines of the least text size
# A chip's least width: a target as wide as the strip's chips are tall, 20 px on screen in the narrow view
LEAST_CHIP_W = TWO_LINES
WRAP = int(CENTRE) | int(Qt.TextFlag.TextWordWrap)


def chip_forms(card: Card, box: str, full: str) -> list[str]:
    """A box's words from the longest to the shortest that still says what it does."""
    if box == "advertise" and card.advertise and len(card.advertise) > 1:
        first = issue_name(card.advertise[0])
        more = counted(len(card.advertise) - 1).translate("CampaignTrailTable", "+%n more", None, 1)
        return [full, f"{first} {more}", counted(len(card.advertise)).translate(
            "CampaignTrailTable", "%n issue(s)", None, 1)]
    if box == "travel" and card.travel is not None and card.travel.plane:
        steps = counted(card.travel.steps).translate("CampaignTrailTable", "%n step(s)", None, 1)
        return [full, steps + " ✈"]
    if box == "politick":  # a long ability's name ("Parteiübergreifende Zusammenarbeit") gives the box's
        return [full, box_name(box)]
    return [full]


def strip_chips(card: Card, details: dict[str, str], room: float) -> list[str]:
    """The chips' words for ``details`` (box → its words, in the card's order) within ``room`` px: the
    longest chip takes its next shorter form until the row fits (or no chip has a shorter one)."""
    forms = {box: chip_forms(card, box, text) for box, text in details.items()}
    chosen = dict.fromkeys(details, 0)

    def width() -> float:
        return sum(text_width(forms[b][k], MIN_TEXT) + CHIP_PAD for b, k in chosen.items()) + CHIP_GAP * max(
            0, len(chosen) - 1)

    while width() > room:
        shorter = [b for b in chosen if chosen[b] + 1 < len(forms[b])]
        if not shorter:
            break
        widest = max(shorter, key=lambda b: text_width(forms[b][chosen[b]], MIN_TEXT))
        chosen[widest] += 1
    return [forms[b][k] for b, k in chosen.items()]


def strip_tip(card: Card, details: dict[str, str]) -> str:
    """The whole card in words: its number and state, then each box."""
    head = fill(translate("CampaignTrailTable", "Card %1 · %2"), card.no, state_name(card.ref_state))
    line = translate("CampaignTrailTable", "%1: %2")
    lines = [fill(line, box_name(box), text) for box, text in details.items()]
    return "\n".join([head, *lines])


@dataclasses.dataclass
class StripLayout:
    """Where a strip's parts lie (scene units of the card): painting and clicking share it."""

    number: QRectF
    state: QRectF
    icons: list[tuple[str, QRectF]]
    chips: list[tuple[str, QRectF, str]]  # (box, rect, words)
    none: QRectF | None  # the "Play for no action" chip
    fits: bool  # every chip whole in the room it has


def two_line_width(text: str) -> float:
    """The width ``text`` needs at the least text size on two lines, broken between words where the
    longer line is shortest (its width on one line where it has one word)."""
    words = text.split()
    best = text_width(text, MIN_TEXT)
    for k in range(1, len(words)):
        best = min(best, max(text_width(" ".join(words[:k]), MIN_TEXT),
                             text_width(" ".join(words[k:]), MIN_TEXT)))
    return best


def _shapes(card: Card, box: str, full: str, wrap: bool) -> list[tuple[str, float]]:
    """A chip's words and the width they need, widest first: each form on one line, then on two."""
    out: list[tuple[str, float]] = []
    for text in chip_forms(card, box, full):
        widths = [text_width(text, MIN_TEXT)] + ([two_line_width(text)] if wrap else [])
        for width in widths:
            if not out or width < out[-1][1] - 0.5:
                out.append((text, width))
    return out


def strip_layout(card: Card, details: dict[str, str], r: QRectF, none_text: str = "") -> StripLayout:
    """The strip's parts inside the card rectangle ``r`` (``none_text``: the "Play for no action" chip's
    words, "" when the card cannot be played so). The chips are as tall as the strip; the widest takes
    its words on two lines, then a shorter form, until the row fits."""
    top, height = r.top() + 1, r.height() - 2
    wrap = height >= TWO_LINES
    x = r.left() + 5
    number_w = max(text_width(f"#{card.no}", NUMBER_PX, True), text_width(card.ref_state, STATE_PX, True))
    number = QRectF(x, top, number_w + 2, height / 2)
    state = QRectF(x, top + height / 2, number_w + 2, height / 2)
    x += number_w + 2 + CHIP_GAP
    icons = []
    icon_h = height / max(1, len(card.debate_icons)) if len(card.debate_icons) <= 2 else height / 2
    for k, icon in enumerate(card.debate_icons):
        icons.append((icon, QRectF(x + (k // 2) * ICON_W, top + (k % 2) * icon_h, ICON_W - 3, icon_h - 1)))
    if icons:
        x += ICON_W * (-(-len(icons) // 2)) + 1
    right = r.right() - 5
    none = None
    if none_text:
        none_w = _chip_w(two_line_width(none_text) if wrap else text_width(none_text, MIN_TEXT))
        none = QRectF(right - none_w, top, none_w, height)
        right = none.left() - CHIP_GAP
    shapes = {box: _shapes(card, box, text, wrap) for box, text in details.items()}
    chosen = dict.fromkeys(details, 0)

    def width() -> float:
        return sum(_chip_w(shapes[b][k][1]) for b, k in chosen.items()) + CHIP_GAP * max(0, len(chosen) - 1)

    while width() > right - x:
        shorter = [b for b in chosen if chosen[b] + 1 < len(shapes[b])]
        if not shorter:
            break
        widest = max(shorter, key=lambda b: shapes[b][chosen[b]][1])
        chosen[widest] += 1
    fits = width() <= right - x + 0.5
    for box in chosen:  # room left over: a chip shortened early takes back the widest words that fit
        kept = chosen[box]
        for k in range(kept):
            chosen[box] = k
            if width() <= right - x:
                break
        else:
            chosen[box] = kept
    chips = []
    for box, k in chosen.items():
        text, w = shapes[box][k]
        chips.append((box, QRectF(x, top, _chip_w(w), height), text))
        x += _chip_w(w) + CHIP_GAP
    return StripLayout(number, state, icons, chips, none, fits)


def _chip_w(text_w: float) -> float:
    return max(LEAST_CHIP_W, text_w + CHIP_PAD)


def paint_strip(p: QPainter, layout: StripLayout, number: str, state: str, tints: dict[str, QColor],
                icon_colours: dict[str, QColor]) -> None:
    """The strip's parts as ``layout`` places them (the "Play for no action" chip is the card's to paint)."""
    paint_text(p, layout.number, number, NUMBER_PX, PAPER_INK, bold=True, elide=True)
    paint_text(p, layout.state, state, STATE_PX, QColor("#4A4234"), bold=True, elide=True)
    for icon, chip in layout.icons:
        _chip(p, chip, icon_colours.get(icon, QColor("#999999")))
        paint_text(p, chip, icon, MIN_TEXT, QColor("#111111"), bold=True, elide=True)
    if not layout.fits:
        # no shorter words left: the layout tests must see the row run over
        record_cut(" ".join(text for _box, _rect, text in layout.chips))
    for box, chip, text in layout.chips:
        _chip(p, chip, tints[box])
        paint_text(p, chip.adjusted(CHIP_PAD / 2 - 1, 0, 1 - CHIP_PAD / 2, 0), text, MIN_TEXT, PAPER_INK,
                   align=WRAP, elide=True)


def _chip(p: QPainter, rect: QRectF, colour: QColor) -> None:
    p.save()
    p.setPen(QPen(QColor("#8C8068"), 0.8))
    p.setBrush(colour)
    p.drawRoundedRect(rect, 3, 3)
    p.restore()
