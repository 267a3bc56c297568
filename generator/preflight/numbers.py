"""Rule: every number a player reads at the table is at least 3.5 mm tall, a card's corner index at least 5 mm.

Heights are of the ink (the figures' glyph box), measured across the text's own line, so a number printed
turned on its side is measured along the page. Desk papers (booklet, checklist, calibration, tuck box) are left
out: they are read close up.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from engine.i18n import N_, Message
from generator.cardface import BLEED, TRIM_HEIGHT, TRIM_WIDTH
from generator.preflight.boxes import inset
from generator.preflight.findings import Finding
from generator.preflight.ink import Drawn
from generator.preflight.sheets import Sheet

RULE = "number-height"
MIN_NUMBER = 3.5  # mm
MIN_INDEX = 5.0  # mm
CORNER = 17.0  # mm from a card's trim corner within which a short text is its corner index
ROUNDING = 0.02  # mm
NUMBER = re.compile(r"^[+\-−–]?\d+$")
INDEX = re.compile(r"^[0-9A-ZÀ-ÖØ-Þ]{1,3}$")


def ink_height(item: Drawn) -> float:
    """Return a text's ink height across its line, in mm."""
    return item.box[2] if item.turned else item.box[3]


def card_trim(item: Drawn) -> tuple[float, float, float, float] | None:
    """Return the trim box of the card an object lies on (a drawing of a card's size with its bleed), or None."""
    if item.frame is None:
        return None
    w, h = sorted(item.frame[2:])
    card = sorted((TRIM_WIDTH + 2 * BLEED, TRIM_HEIGHT + 2 * BLEED))
    if abs(w - card[0]) > 0.1 or abs(h - card[1]) > 0.1:
        return None
    return inset(item.frame, BLEED)


def _is_corner_index(item: Drawn) -> bool:
    trim = card_trim(item)
    if trim is None or not INDEX.match(item.text):
        return False
    x, y, w, h = item.box
    near_x = x - trim[0] < CORNER or trim[0] + trim[2] - (x + w) < CORNER
    near_y = y - trim[1] < CORNER or trim[1] + trim[3] - (y + h) < CORNER
    return near_x and near_y


def is_in_prose(item: Drawn, texts: list[Drawn]) -> bool:
    """Tell whether a text is a line or a word of running text: another text of its size lies a line away or less."""
    x, y, w, h = item.box
    reach = max(w, h) * 1.6
    for other in texts:
        if other is item or abs(other.size - item.size) > 0.1:
            continue
        ox, oy, ow, oh = other.box
        if ox < x + w + reach and x < ox + ow + reach and oy < y + h + reach and y < oy + oh + reach:
            return True
    return False


def check(sheet: Sheet) -> Iterator[Finding]:
    """Yield every number read at the table under 3.5 mm of ink, and every card corner index under 5 mm.

    A number in running text (a rules line on a reference card) is read as text, and judged by its size only.
    """
    if not sheet.is_read_at_the_table():
        return
    texts: dict[int, list[Drawn]] = {}
    for item in sheet.objects:
        if item.kind == "text" and item.text:
            texts.setdefault(item.page, []).append(item)
    for item in sheet.objects:
        if item.kind != "text":
            continue
        height = ink_height(item)
        if _is_corner_index(item):
            least, message = MIN_INDEX, N_("corner index %(text)r is %(height).1f mm tall, under %(least)g mm")
        elif NUMBER.match(item.text) and not is_in_prose(item, texts[item.page]):
            least, message = MIN_NUMBER, N_("number %(text)r is %(height).1f mm tall, under %(least)g mm")
        else:
            continue
        if height < least - ROUNDING:
            found = Message(message, text=item.text, height=height, least=least)
            yield Finding(RULE, sheet.name, item.page, item.component, item.box, found, height)
