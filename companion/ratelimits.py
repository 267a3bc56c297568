"""Per-client rate limits on everything anyone on the network reaches without a link (the ``limits`` library).

What a stranger can ask for without a link's token (the home page, the Print page and its kits' status,
the list of games, a new table, the scripts and fonts, any address at all) is counted per client address
in each worker's memory, by a WSGI middleware in front of the app: past ``STRANGER_LIMITS`` a client gets
429 with Retry-After, answered without Flask (a few microseconds; through Flask's whole request a refusal
cost a millisecond, so four looping strangers still took a third of a core). A seat's page and its calls
(their address holds a token) are never counted: a phone at a table polls every second and must never be
refused. Nor is the server's own machine (127.0.0.1, ::1): the host's browser on the laptop is no stranger,
and a program there could stop the server in other ways. ``limits`` is the library Flask-Limiter counts with.
"""

from __future__ import annotations

import json
import time

from limits import parse_many
from limits.storage import MemoryStorage
from limits.strategies import FixedWindowRateLimiter
from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header

from companion.security import SECURITY_HEADERS
from engine.i18n import N_, Message, available_locales, render, translations

# A person opens a page or two a minute, each with a few files, and the Print page's script asks for a building
# kit's status every 0.7 s; a stranger looping on them is held to this.
STRANGER_LIMITS = "10 per second;120 per minute"
LINKED = ("/t/", "/api/t/")  # addresses that hold a link's token: a table's phones, never counted
OWN_MACHINE = frozenset({"127.0.0.1", "::1", "::ffff:127.0.0.1"})  # never counted either
TOO_MANY = N_("Too many requests from this device: wait a moment, then try again.")


class StrangerLimits:
    """WSGI middleware that answers 429 to a client past its limits on the addresses that need no link."""

    def __init__(self, wsgi_app, limits: str):
        self.wsgi_app = wsgi_app
        self.limits = parse_many(limits)
        self.counter = FixedWindowRateLimiter(MemoryStorage())  # its own lock: the worker's threads share it
        self.bodies: dict[tuple[str, bool], bytes] = {}  # (language, JSON?) -> the refusal's body, made once

    def __call__(self, environ, start_response):
        path, client = environ.get("PATH_INFO", ""), environ.get("REMOTE_ADDR", "")
        if not path.startswith(LINKED) and client not in OWN_MACHINE:
            for limit in self.limits:
                if not self.counter.hit(limit, client):
                    reset = self.counter.get_window_stats(limit, client).reset_time
                    return self._refuse(environ, start_response, max(1, int(reset - time.time()) + 1))
        return self.wsgi_app(environ, start_response)

    def _refuse(self, environ, start_response, retry: int):
        locale = parse_accept_header(environ.get("HTTP_ACCEPT_LANGUAGE", ""), LanguageAccept).best_match(
            available_locales(), default="en"
        )
        is_api = environ.get("PATH_INFO", "").startswith("/api/")
        key = (locale, is_api)
        if key not in self.bodies:
            text = render(Message(TOO_MANY), translations(locale))
            data = {"error": {"code": "too_many", "message": text}}
            self.bodies[key] = json.dumps(data).encode() if is_api else text.encode()
        body = self.bodies[key]
        kind = "application/json" if is_api else "text/plain; charset=utf-8"
        headers = [("Content-Type", kind), ("Content-Length", str(len(body))), ("Retry-After", str(retry))]
        start_response("429 Too Many Requests", [*headers, ("Cache-Control", "no-store"), *SECURITY_HEADERS.items()])
        return [body]


def init_app(app) -> None:
    """Put the limits in front of the app when the configuration sets them (``STRANGER_LIMITS``; None: none)."""
    limits = app.config.get("STRANGER_LIMITS")
    if limits:
        app.wsgi_app = StrangerLimits(app.wsgi_app, limits)
