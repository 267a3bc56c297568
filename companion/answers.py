"""What a viewer is told about a table: the state, the "what now" panel, the controls, the log and the board.

An answer is in the request's language (companion.i18n). It is built once per table version, viewer
role and language, then served from memory until the table changes. It is made only from what that
role may see: a seat gets the game's view for that seat; onlookers and the host get the public view.
"""

from __future__ import annotations

import json

from companion.board import board_svg
from companion.i18n import current_locale
from companion.plugins import plugin_for
from companion.storage import Viewer
from companion.tables import LiveTable
from engine.i18n import N_, Message, render, translations

LEGAL_MOST = 1200  # legal actions listed in an answer; a listing may run to hundreds of thousands


def answer(live: LiveTable, viewer: Viewer) -> dict:
    """Return the viewer's answer for the table's current version, built once per version."""
    return _cached(live, viewer)[0]


def answer_json(live: LiveTable, viewer: Viewer) -> bytes:
    """Return the viewer's answer as JSON bytes, encoded once per version."""
    return _cached(live, viewer)[1]


def answer_json_with_lines(live: LiveTable, viewer: Viewer, lines: list[str]) -> bytes:
    """Return the viewer's answer as JSON bytes with the log lines of the action just applied added."""
    body = answer_json(live, viewer)
    # The answer is a JSON object: reuse its encoding and add one member before the closing brace.
    return body[:-1] + b',"lines":' + json.dumps(lines, ensure_ascii=False).encode() + b"}"


def _cached(live: LiveTable, viewer: Viewer) -> tuple[dict, bytes]:
    locale = current_locale()
    seat = viewer.role if viewer.role in live.game.seats else None
    key = (seat, locale)
    cached = live.answers.get(key)
    if cached is not None and cached[0]["version"] == live.version:
        return cached
    # Building reads the state, which a change mutates in place under the same lock.
    with live.lock:
        cached = live.answers.get(key)
        if cached is None or cached[0]["version"] != live.version:
            built = _build(live, seat, locale)
            cached = live.answers[key] = (built, json.dumps(built, ensure_ascii=False).encode())
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
        "legal": _legal(game, state, seat),
        "log": _rendered_log(live, locale, tr),
        "undo": _undo_note(live, tr),
        "can_undo": seat is not None and bool(live.record.actions),
        "board_svg": _board(live, locale),
    }


def _legal(game, state, seat: str | None, most: int = LEGAL_MOST) -> list[dict]:
    """Return the seat's legal actions as JSON, at most ``most`` of them (a secret deployment has thousands)."""
    if not seat:
        return []
    actions = state.legal_actions(seat)
    return [game.action_to_json(actions[index]) for index in range(min(len(actions), most))]


def _rendered_log(live: LiveTable, locale: str, tr) -> list[str]:
    """Return the log in a language, rendering only the lines added since the last answer."""
    lines = live.rendered_log.setdefault(locale, [])
    log = live.state.log
    lines.extend(render(line, tr) for line in log[len(lines) :])
    return list(lines)


def _board(live: LiveTable, locale: str) -> str:
    """Return the board drawing, made once per version and language (it is the same for every viewer)."""
    key = ("board", locale)
    cached = live.answers.get(key)
    if cached is None:
        cached = live.answers[key] = board_svg(live.game, live.state, locale)
    return cached


def _undo_note(live: LiveTable, tr) -> dict | None:
    """Describe the latest undo to both seats (what was taken back, and by whom), while it is the latest change."""
    note = live.record.last_undo
    if note is None or note["version"] != live.version:
        return None
    # Whole sentences, joined by spaces (a list parameter would join them with commas).
    lines = " ".join(render(Message.from_json(line), tr) for line in note["lines"])
    who = plugin_for(live.game).side_name(live.game, note["seat"]) if note["seat"] in live.game.seats else note["seat"]
    return {
        "version": note["version"],
        "seat": note["seat"],
        "text": render(Message(N_("%(side)s undid the last action: %(lines)s"), side=who, lines=lines), tr),
    }
