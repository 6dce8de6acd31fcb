"""A hand card drawn as a strip: one line of a hand listed card under card (issue 15).

The replay's short table with everything revealed has a hand row about 520x206 px beside the candidates'
tabs: five whole cards need about 732 px, so a fanned hand showed only its top card whole. There each
card lies as a strip across the row instead: its number, reference state and debate icons on the first
line, its action boxes as chips in the boxes' colours on the second, each in the fewest words that keep
its figures (a long Advertise list gives its first issue and how many more, a long ability the box's
name; the whole card is in the strip's tooltip).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from ....ui.table_items import LEFT, MIN_TEXT, PAPER_INK, paint_text, text_width
from ....ui.table_text import record_cut
from ....ui.templates import counted, fill
from ..data import Card
from .names import box_name, issue_name
from .scene_map_texts import state_name, translate

CHIP_PAD = 8.0  # a chip's text from its edges, both sides together
CHIP_GAP = 4.0
ICON_W = 25.0
LEAST_STRIP_H = 26.0  # two lines of the least text size


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


def paint_strip(p: QPainter, r: QRectF, card: Card, details: dict[str, str], tints: dict[str, QColor],
                icon_colours: dict[str, QColor], reserve: float = 0.0) -> None:
    """The strip's two lines inside the card rectangle ``r``; ``reserve`` px left of the debate icons stay
    free (for the "Play for no action" chip, strip_none_rect)."""
    line_h = r.height() / 2
    top = QRectF(r.left() + 6, r.top() + 1, r.width() - 10, line_h - 1)
    number = f"#{card.no}"
    number_w = text_width(number, 13, True) + 6
    paint_text(p, QRectF(top.left(), top.top(), number_w, top.height()), number, 13, PAPER_INK, bold=True,
               align=LEFT)
    x = top.right()
    for icon in reversed(card.debate_icons):
        chip = QRectF(x - ICON_W, top.top() + 1, ICON_W - 3, top.height() - 2)
        _chip(p, chip, icon_colours.get(icon, QColor("#999999")))
        paint_text(p, chip, icon, MIN_TEXT, QColor("#111111"), bold=True)
        x -= ICON_W
    room = x - reserve - top.left() - number_w - 4
    name = state_name(card.ref_state)
    if text_width(name, 11.5, True) > room:
        name = card.ref_state  # the postal code when the name does not fit
    paint_text(p, QRectF(top.left() + number_w, top.top(), room, top.height()), name, 11.5,
               QColor("#4A4234"), bold=True, align=LEFT)
    chips = strip_chip_rects(card, details, r)
    if chips and chips[-1][1].right() > r.right() - 5 + 0.5:
        # no shorter words left: the layout tests must see the row run over
        record_cut(" ".join(text for _box, _rect, text in chips))
    for box, chip, text in chips:
        _chip(p, chip, tints[box])
        paint_text(p, chip, text, MIN_TEXT, PAPER_INK, elide=True)


def strip_chip_rects(card: Card, details: dict[str, str], r: QRectF) -> list[tuple[str, QRectF, str]]:
    """Each box's chip on the strip's second line inside ``r``: (box, rect, words). The chips are the
    boxes' click targets where a strip stands for a card in play (a low table's crowded hand row)."""
    line_h = r.height() / 2
    x = r.left() + 5
    out = []
    for box, text in zip(details, strip_chips(card, details, r.width() - 10), strict=True):
        w = text_width(text, MIN_TEXT) + CHIP_PAD
        out.append((box, QRectF(x, r.top() + line_h, w, line_h - 2), text))
        x += w + CHIP_GAP
    return out


def _chip(p: QPainter, rect: QRectF, colour: QColor) -> None:
    p.save()
    p.setPen(QPen(QColor("#8C8068"), 0.8))
    p.setBrush(colour)
    p.drawRoundedRect(rect, 3, 3)
    p.restore()


def strip_none_rect(card: Card, r: QRectF, width: float) -> QRectF:
    """The "Play for no action" chip ``width`` wide on the strip's first line, left of the debate icons."""
    line_h = r.height() / 2
    right = r.right() - 4 - ICON_W * len(card.debate_icons)
    return QRectF(right - width, r.top() + 2, width - 3, line_h - 3)
