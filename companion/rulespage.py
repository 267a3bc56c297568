"""The rules on the phone: the printed booklet's own text, page by page, in the phone's language, opening at the
section of the step the table is at.

Nothing here is a second copy of the rules: the page is read from the booklet the kit prints (the game's
``make_kit``, from the rules data the table is served with), each paragraph as the booklet sets it and on the
page it is printed on. A game's referee names the booklet section of each step (``RULES_AT``: step -> the
section's heading, as the booklet's code writes it); a step it does not name opens at the start.
"""

from __future__ import annotations

import re
import threading
from functools import lru_cache

from flask import Blueprint, abort, current_app, render_template

from companion.i18n import current_locale, current_translations, request_locale, use_locale
from companion.plugins import plugin_for
from engine.i18n import Message, render
from engine.plugins import get_kit_maker
from generator.fontfiles import role_of
from generator.geometry import Group, Place, Text

bp = Blueprint("rules", __name__)
HEADING_SIZE = 12.0  # pt: the size the booklet sets its section headings at (generator/booklet.py)
_building = threading.Lock()  # one booklet drawn at a time: drawing a kit takes a core for a second or more


@bp.get("/t/<token>/rules")
def rules_page(token):
    """Show the rules booklet's text for a seat's or the board's page, the current step's section first."""
    hub = current_app.extensions["pnpkit_tables"]
    found = hub.viewer(token)
    if found is None or found.role == "host":
        abort(404)
    live = hub.table_for(found)
    use_locale(request_locale(live.record.locale))
    tr = current_translations()
    rules_path = current_app.config.get("RULES", {}).get(live.game.name)
    pages = booklet_text(live.game.name, rules_path, current_locale())
    at = getattr(plugin_for(live.game), "RULES_AT", {}).get(live.state.step)
    current = section_at(pages, render(Message(at), tr)) if at else None
    title = render(Message(live.game.rules.title, context=live.game.name), tr)
    return render_template("companion/rules.html", token=token, pages=pages, current=current, title=title)


def booklet_text(game: str, rules_path: str | None, locale: str) -> list[dict]:
    """Return the booklet's text page by page: ``[{"number", "blocks": [{"kind", "text", "id"}]}]``."""
    with _building:
        return _booklet_text(game, rules_path, locale)


@lru_cache(maxsize=32)
def _booklet_text(game: str, rules_path: str | None, locale: str) -> list[dict]:
    from engine.i18n import translations  # the kit is drawn in the page's language, as the printed one

    kit = get_kit_maker(game)(rules_path, translations(locale))
    # The statements refusals name, by their text as the booklet prints it: each block that prints one is
    # anchored by its key (rule-<key>), the first time it is printed.
    named = {}
    for key, text in kit.booklet.rules:
        named.setdefault(_plain(text), key)
    pages = []
    for number, page in enumerate(kit.booklet.pages, 1):
        blocks: list[dict] = []
        for item in _texts(page):
            text = item.source.strip()
            if not text:
                continue
            rule = named.pop(_plain(text), None)
            if blocks and blocks[-1]["kind"] == "bullet":  # a bullet or step number goes with its paragraph
                blocks[-1] = {"kind": "item", "text": f"{blocks[-1]['text']} {text}", "rule": rule}
                continue
            bold = role_of(item.font) == "bold"  # in whichever face the kit is set
            kind = "heading" if bold and item.size >= HEADING_SIZE - 0.01 else "para"
            if bold and len(text) <= 3 and not text.isalpha():
                kind = "bullet"
            blocks.append({"kind": kind, "text": text, "rule": rule})
        for index, block in enumerate(blocks):
            block["id"] = rule_anchor(block["rule"]) if block["rule"] else f"p{number}-{index}"
        pages.append({"number": number, "blocks": blocks})
    return pages


def rule_anchor(key: str) -> str:
    """Return the rules page's anchor of a rule's statement, by the key refusals name it by."""
    return f"rule-{key}"


def _texts(drawing, inside: bool = False) -> list[Text]:
    """Return a page's paragraphs in reading order: the texts of its column (placed on the page, the footer
    beside it), not those of the figures placed in the column."""
    found = []
    for item in drawing.items:
        if isinstance(item, Text) and inside:
            found.append(item)
        elif isinstance(item, Group):
            found.extend(_texts(item, inside))
        elif isinstance(item, Place) and not inside:
            found.extend(_texts(item.drawing, True))
    return found


def section_at(pages: list[dict], heading: str) -> dict | None:
    """Return the section under a heading: its page number, its anchor and its blocks up to the next heading."""
    wanted = _plain(heading)
    flat = [(page["number"], block) for page in pages for block in page["blocks"]]
    for index, (number, block) in enumerate(flat):
        if block["kind"] == "heading" and _plain(block["text"]) == wanted:
            rest = []
            for _, later in flat[index + 1 :]:  # up to the next heading, over a page's end too
                if later["kind"] == "heading":
                    break
                rest.append(later)
            return {"page": number, "id": block["id"], "heading": block["text"], "blocks": rest}
    return None


def _plain(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()
