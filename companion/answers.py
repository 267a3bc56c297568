"""What a viewer is told about a table: the state, the "what now" panel, the controls, the log and the board.

An answer is built once per table version, viewer role and language, then served from memory
until the table changes. It is made only from what that role may see: a seat gets the game's view
for that seat; onlookers and the host get the public view.
"""

from __future__ import annotations

from companion.board import board_svg
from companion.plugins import plugin_for
from companion.storage import Viewer
from companion.tables import LiveTable
from engine.i18n import N_, Message, render, translations


def viewer_locale(live: LiveTable, viewer: Viewer) -> str:
    """Return the language a viewer reads: its own choice, else the table's."""
    return viewer.locale or live.record.locale


def answer(live: LiveTable, viewer: Viewer) -> dict:
    """Return the viewer's answer for the table's current version, built once per version."""
    locale = viewer_locale(live, viewer)
    seat = viewer.role if viewer.role in live.game.seats else None
    key = (seat, locale)
    cached = live.answers.get(key)
    if cached is not None and cached["version"] == live.version:
        return cached
    # Building reads the state, which a change mutates in place under the same lock.
    with live.lock:
        cached = live.answers.get(key)
        if cached is None or cached["version"] != live.version:
            cached = live.answers[key] = _build(live, seat, locale)
        return cached


def _build(live: LiveTable, seat: str | None, locale: str) -> dict:
    tr = translations(locale)
    game, state = live.game, live.state
    plugin = plugin_for(game)
    return {
        "table": live.record.id,
        "game": game.name,
        "version": live.version,
        "seat": seat,
        "locale": locale,
        "options": live.record.options,
        "view": plugin.view(game, state, seat, tr),
        "panel": {name: render(message, tr) for name, message in plugin.panel(game, state, seat).items()},
        "controls": plugin.controls(game, state, seat, tr),
        "legal": [game.action_to_json(action) for action in state.legal_actions(seat)] if seat else [],
        "log": [render(line, tr) for line in state.log],
        "undo": _undo_note(live, tr),
        "can_undo": seat is not None and bool(live.record.actions),
        "board_svg": board_svg(game, state, locale),
    }


def _undo_note(live: LiveTable, tr) -> dict | None:
    """Describe the latest undo to both seats (what was taken back, and by whom), while it is the latest change."""
    note = live.record.last_undo
    if note is None or note["version"] != live.version:
        return None
    lines = [Message.from_json(line) for line in note["lines"]]
    who = plugin_for(live.game).side_name(live.game, note["seat"]) if note["seat"] in live.game.seats else note["seat"]
    return {
        "version": note["version"],
        "seat": note["seat"],
        "text": render(Message(N_("%(side)s undid the last action: %(lines)s"), side=who, lines=lines), tr),
    }
