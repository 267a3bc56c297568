"""What a viewer is told about a table: the state, the "what now" panel, the controls, the log and the board.

An answer is in the request's language (companion.i18n). It is built once per table version, viewer
role and language, then served from memory until the table changes. It is made only from what that
role may see: a seat gets the game's view for that seat; onlookers and the host get the public view.
It carries the board's pieces layer and the address of the board's base drawing, which the page
fetches once (companion.board), the log from where the phone's own copy ends (companion.answerlog)
and, for a phone that asks so, the rest as edits of the answer it holds (companion.answerdiff).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from companion import undo
from companion.answerdiff import AnswerText, edits
from companion.answerlog import LogCache, LogPosition, SentLog, log_for_version
from companion.board import base_url, pieces_layer, with_pieces
from companion.i18n import current_locale
from companion.plugins import plugin_for
from companion.storage import Viewer
from companion.tables import LiveTable
from engine.i18n import N_, Message, render, translations

LEGAL_MOST = 1200  # legal actions listed in an answer; a listing may run to hundreds of thousands


@dataclass(frozen=True)
class AnswerQuery:
    """What a request says of the answer it wants: the log it holds, the answer it holds, and what it leaves out.

    ``diff_from``: None asks for the whole answer; "" or the fingerprint of the answer it holds asks for edits.
    ``legal``: False leaves out the seat's listing of legal actions (the pages never read it).
    """

    log: LogPosition | None = None
    diff_from: str | None = None
    legal: bool = True


WHOLE = AnswerQuery()  # a client that holds nothing and wants whole answers


@dataclass(frozen=True)
class Built:
    """A viewer's answer for one version: its text (the log aside), and the log as sent in that version."""

    version: int
    text: AnswerText
    log: SentLog


def answer(live: LiveTable, viewer: Viewer, asked: AnswerQuery = WHOLE) -> dict:
    """Return the viewer's answer for the table's current version as a dict, as answer_json makes it."""
    return json.loads(answer_json(live, viewer, asked))


def answer_json(live: LiveTable, viewer: Viewer, asked: AnswerQuery = WHOLE, lines: list[str] | None = None) -> bytes:
    """Return the viewer's answer as JSON bytes: built once per version, sent as far as the phone lacks it.

    The log comes from the phone's position (companion.answerlog); the rest whole, or as edits of the
    answer the phone holds (companion.answerdiff). ``lines``: the log lines of the action just applied,
    added for the phone that sent it.
    """
    built, earlier = _cached(live, viewer, asked.legal)
    log = built.log.json_from(built.log.start_for(asked.log))
    if lines is not None:
        log += b',"lines":' + json.dumps(lines, ensure_ascii=False).encode()
    if asked.diff_from is None:
        return built.text.text[:-1].encode() + b"," + log + b"}"
    base = next((text for text in (built.text, earlier) if text and text.fingerprint == asked.diff_from), None)
    changes = _edits(base, built.text)
    head = b'{"diff_from":"%s","diff":%s,"answer_fp":"%s",' % (
        (base.fingerprint if base else "").encode(),
        changes,
        built.text.fingerprint.encode(),
    )
    return head + log + b"}"


def live_board(live: LiveTable) -> str:
    """Return the live board as one SVG document in the request's language: the base with the pieces on it."""
    locale = current_locale()
    with live.lock:  # the pieces read the state, which a change mutates in place under the same lock
        pieces = _pieces(live, locale)
    return with_pieces(live.game, locale, pieces)


def _cached(live: LiveTable, viewer: Viewer, legal: bool) -> tuple[Built, AnswerText | None]:
    """Return the viewer's answer of this version, and the text of the one before it (edits start from either)."""
    locale = current_locale()
    seat = viewer.role if viewer.role in live.game.seats else None
    key = (seat, locale, legal)
    cached = live.heads.get(key)
    if cached is None or cached.version != live.version:
        # Building reads the state, which a change mutates in place under the same lock.
        with live.lock:
            cached = live.heads.get(key)
            if cached is None or cached.version != live.version:
                if cached is not None:
                    live.earlier[key] = cached.text  # the text a phone of this viewer may hold now
                text = AnswerText(json.dumps(_build(live, seat, locale, legal), ensure_ascii=False))
                cached = live.heads[key] = Built(live.version, text, _log(live, locale))
    return cached, live.earlier.get(key)


def _edits(base: AnswerText | None, text: AnswerText) -> bytes:
    """Return the edits from a held text (or from nothing) to this version's text, as JSON.

    Edits from a held text are small and asked by every phone of the viewer: made once. Edits from
    nothing are the whole text, asked once per page load: not kept.
    """
    if base is None:
        return json.dumps(edits((), text.chunks()), ensure_ascii=False).encode()
    made = text.edits_from.get(base.fingerprint)
    if made is None:
        made = text.edits_from[base.fingerprint] = json.dumps(edits(base.chunks(), text.chunks()), ensure_ascii=False)
    return made.encode()


def _build(live: LiveTable, seat: str | None, locale: str, legal: bool) -> dict:
    """Return everything in a viewer's answer but the log (answer_json adds it from the phone's position)."""
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
        **({"legal": _legal(game, state, seat)} if legal else {}),
        "undo": _undo_note(live, tr),
        "undo_request": undo.request_view(live, seat, tr),
        "can_undo": undo.can_undo(live, seat),
        "app_moves": _app_moves(live, tr),
        "board_base": base_url(game, locale),
        "board_pieces": _pieces(live, locale),
    }


def _legal(game, state, seat: str | None, most: int = LEGAL_MOST) -> list[dict]:
    """Return the seat's legal actions as JSON, at most ``most`` of them (a secret deployment has thousands)."""
    if not seat:
        return []
    actions = state.legal_actions(seat)
    return [game.action_to_json(actions[index]) for index in range(min(len(actions), most))]


def _log(live: LiveTable, locale: str) -> SentLog:
    """Return the log of this version in a language (the same for every viewer), made once per version."""
    key = ("log", locale)
    sent = live.answers.get(key)
    if sent is None:
        cache = live.rendered_log.setdefault(locale, LogCache())
        sent = live.answers[key] = log_for_version(cache, live.state.log, live.record.notes, translations(locale))
    return sent


def _pieces(live: LiveTable, locale: str) -> str:
    """Return the board's pieces layer, made once per version and language (it is the same for every viewer)."""
    key = ("board", locale)
    cached = live.answers.get(key)
    if cached is None:
        cached = live.answers[key] = pieces_layer(live.game, live.state, locale)
    return cached


def _app_moves(live: LiveTable, tr) -> str | None:
    """Say what the app did in its latest moves, while they are the latest change (the log keeps them too)."""
    moves = live.app_moves
    if moves is None or moves[0] != live.version:
        return None
    lines = " ".join(render(line, tr) for line in moves[1])
    return render(Message(N_("The app: %(lines)s"), lines=lines), tr)


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
