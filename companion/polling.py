"""The poll's fast path: phones ask for their table's version every second, so that answer skips Flask.

A WSGI middleware answers ``GET /api/t/<token>/version`` with the stored version (read, or announced) when
the token's table is already loaded (so it knows the token); anything else (an unknown or not yet
loaded token, any other address) goes to the Flask app, whose route gives the same answer.
"""

from __future__ import annotations

import re

from companion.hosts import is_own_host
from companion.security import SECURITY_HEADERS, target_too_long
from companion.storage.base import StoreError

PREFIX, SUFFIX = "/api/t/", "/version"
# The newest version the phone has been told (the page says it): answered from announced versions up to it.
_SEEN = re.compile(r"(?:^|&)seen=(\d{1,9})(?:&|$)")
_HEADERS = [("Content-Type", "application/json"), ("Cache-Control", "no-store"), *SECURITY_HEADERS.items()]


class VersionPoll:
    """WSGI middleware that answers version polls of loaded tables from memory."""

    def __init__(self, wsgi_app, hub, host_names: frozenset[str]):
        self.wsgi_app = wsgi_app
        self.hub = hub
        self.host_names = host_names

    def __call__(self, environ, start_response):
        path = environ.get("PATH_INFO", "")
        if (
            environ.get("REQUEST_METHOD") == "GET"
            and path.startswith(PREFIX)
            and path.endswith(SUFFIX)
            and is_own_host(environ.get("HTTP_HOST") or environ.get("SERVER_NAME", ""), self.host_names)
            and not target_too_long(environ)
        ):  # a request for another host name, or too long, goes on to the app, which refuses it
            query = environ.get("QUERY_STRING", "")
            seen = _SEEN.search(query)
            if seen is None and "seen=" in query:
                return self.wsgi_app(environ, start_response)  # malformed: the app's route says what is wrong
            token = path[len(PREFIX) : -len(SUFFIX)]
            try:
                version = self.hub.stored_version(token, None if seen is None else int(seen.group(1)))
            except StoreError:  # busy, say: the app's route answers it as it answers every other request
                version = None
            if version is not None:
                body = b'{"version":%d}' % version
                start_response("200 OK", [*_HEADERS, ("Content-Length", str(len(body)))])
                return [body]
        return self.wsgi_app(environ, start_response)
