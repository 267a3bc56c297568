"""Reading a photo a seat's phone sends: the cards its printed codes show, as a proposal for the seat's picker.

The photo is read in memory and dropped: it is never stored, logged or forwarded, and no line of the log says
what it showed. Reading is bounded: the body's size (the page scales the photo down first), the pixels its
header declares (a decompression bomb is refused unopened, generator/photos.py), the time a reading may take,
and one photo at a time for each seat in each worker process (so on SQLite, served by one worker, one at a time;
on PostgreSQL's several workers, at most one a worker, each of which reads at most two photos at once). The
answer is what the photo shows and nothing else: it depends on no seat's cards, so it can tell a seat nothing
another seat hides; the page checks each card against its picker.
"""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as ReadingTimeout

from flask import Blueprint, current_app, jsonify, request
from werkzeug.exceptions import RequestEntityTooLarge

from companion import api
from companion.api import ApiError, error_body
from companion.security import CrossSiteError, WrongHostError, check_upload_call
from companion.service import LinkReplacedError
from engine.errors import PnpkitError
from engine.i18n import N_, Message

bp = Blueprint("photos", __name__, url_prefix="/api")

MAX_BYTES = 4_000_000  # the page sends at most about 1.5 MB; a phone that could not scale sends its own JPEG
READING_SECONDS = 10.0  # a 12 MP photo takes about a second on one core
_READERS = ThreadPoolExecutor(max_workers=2, thread_name_prefix="photo")
_BUSY: set[str] = set()  # the seats (tokens) whose photo is being read, in this process
_BUSY_LOCK = threading.Lock()


@bp.post("/t/<token>/photo")
def read_photo(token):
    """Read the cards a seat photographed; answer them (by the names and decks of the kit) and the codes unread."""
    check_upload_call()
    request.max_content_length = MAX_BYTES  # this request only: the app's limit is an action's few hundred bytes
    viewer, live = api._viewer(token)  # the API's own: a replaced link, an unknown token, the table's language
    if viewer.role not in live.game.seats:
        raise ApiError(403, "forbidden", Message(N_("Only a seat's phone can read a photo of its cards.")), "token")
    from generator.cardscan import code_table

    table = code_table(live.record.game, _rules_path(live.record.game))
    if table is None:
        raise ApiError(422, "illegal", Message(N_("This game's printed cards carry no codes.")), "photo")
    data = request.get_data(cache=False)  # a body over MAX_BYTES is refused here, with 413
    with _BUSY_LOCK:
        if token in _BUSY:
            raise ApiError(429, "busy", Message(N_("A photo from this phone is still being read: wait for it.")))
        _BUSY.add(token)
    reading = _READERS.submit(_read, data, table)
    reading.add_done_callback(lambda _: _free(token))  # a reading that times out still holds the seat until done
    try:
        found = reading.result(timeout=READING_SECONDS)
    except ReadingTimeout:
        raise ApiError(
            503, "timeout", Message(N_("Reading the photo took too long: take it again, closer to the cards.")), "photo"
        ) from None
    except PnpkitError as error:
        raise ApiError(422, "illegal", error.reason, "photo") from None
    cards = [{"name": card.name, "deck": card.deck, "index": card.index} for card in found.cards]
    return jsonify({"cards": cards, "unread": found.unread, "other_game": found.other_game})


def _read(data: bytes, table):
    from generator.cardscan import read_photo as read
    from generator.photos import open_photo

    return read(open_photo(data, max_bytes=MAX_BYTES), table)


def _free(token: str) -> None:
    with _BUSY_LOCK:
        _BUSY.discard(token)


def _rules_path(game: str) -> str | None:
    path = current_app.config.get("RULES", {}).get(game)
    return str(path) if path else None


@bp.errorhandler(RequestEntityTooLarge)
def too_large(error):
    """Answer a photo larger than MAX_BYTES as the API's errors are answered."""
    message = Message(N_("The photo is larger than %(limit)d MB."), limit=MAX_BYTES // 1_000_000)
    return error_body(413, "too_large", message, "photo")


# Every other refusal is answered as the rest of the API answers it.
bp.register_error_handler(ApiError, api.api_error)
bp.register_error_handler(CrossSiteError, api.cross_site)
bp.register_error_handler(LinkReplacedError, api.link_replaced)
bp.register_error_handler(WrongHostError, api.wrong_host)
