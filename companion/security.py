"""Protection against cross-site requests, and the headers that keep every page on the local server.

Forms carry a per-session token checked against the session cookie (SameSite=Strict). API calls
that change anything must be JSON, carry the custom ``X-Pnpkit`` header (which a cross-site page
cannot send without a preflight this server never grants) and, when the browser names an origin,
come from this server's own. Seat tokens in URLs are never leaked through the Referer header.
"""

from __future__ import annotations

import hmac
import secrets
from urllib.parse import urlsplit

from flask import abort, request, session

from companion.hosts import is_own_host
from engine.errors import PnpkitError
from engine.i18n import N_

API_HEADER = "X-Pnpkit"
CSRF_FIELD = "csrf_token"
# Everything from this server and nothing from anywhere else (no CDN, web font or remote script).
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
    "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
)


# The longest address (path and query) answered: a phone's own questions are a few hundred bytes. Longer
# gets 414, from the app itself, so that the answer is this server's own, translated, whatever serves it.
MAX_TARGET_BYTES = 8190


class CrossSiteError(PnpkitError):
    """A request that changes state did not prove it came from this server's own pages."""


class WrongHostError(PnpkitError):
    """The request names a host that is not this server (a sign of DNS rebinding)."""


def target_too_long(environ) -> bool:
    """Return whether the request's address (path and query) is longer than this server answers."""
    return len(environ.get("PATH_INFO", "")) + len(environ.get("QUERY_STRING", "")) > MAX_TARGET_BYTES


def check_target() -> None:
    """Refuse (414) a request whose address is longer than any this server's pages ever ask for."""
    if target_too_long(request.environ):
        abort(414)


def check_host(names: frozenset[str]) -> None:
    """Raise WrongHostError unless the request's Host header is one of this server's names or addresses."""
    header = request.headers.get("Host") or request.environ.get("SERVER_NAME", "")
    if not is_own_host(header, names):
        raise WrongHostError(
            N_(
                "This server does not answer to the name %(host)s. Open it by this machine's name or address; "
                "its owner can allow another name with pnpkit serve --allow-host."
            ),
            host=header[:80],
        )


def csrf_token() -> str:
    """Return this session's form token, making one on first use."""
    token = session.get(CSRF_FIELD)
    if token is None:
        token = session[CSRF_FIELD] = secrets.token_urlsafe(24)
    return token


def check_form() -> None:
    """Raise CrossSiteError unless a form post carries this session's token and comes from this origin."""
    # This server's own pages send no Referer, so browsers post their forms with "Origin: null" (Fetch
    # standard); the session's token, in a SameSite=Strict cookie, is what proves a form came from here.
    _check_origin(opaque_allowed=True)
    sent = request.form.get(CSRF_FIELD, "")
    expected = session.get(CSRF_FIELD)
    if not expected or not hmac.compare_digest(sent.encode(), expected.encode()):
        raise CrossSiteError(N_("The form has expired or did not come from this server; reload the page and retry."))


def check_api_call() -> None:
    """Raise CrossSiteError unless a changing API call is same-origin JSON with the pnpkit header."""
    _check_origin(opaque_allowed=False)  # the pages' scripts call with their own origin: "null" is another page
    if request.headers.get(API_HEADER) != "1":
        raise CrossSiteError(N_("API calls that change a table need the header %(header)s: 1."), header=API_HEADER)
    if not request.is_json:
        raise CrossSiteError(N_("API calls that change a table must send JSON (Content-Type: application/json)."))


def check_upload_call() -> None:
    """Raise CrossSiteError unless an upload (a photo, not JSON) is same-origin with the pnpkit header."""
    _check_origin(opaque_allowed=False)
    if request.headers.get(API_HEADER) != "1":
        raise CrossSiteError(N_("API calls that change a table need the header %(header)s: 1."), header=API_HEADER)


def _check_origin(opaque_allowed: bool) -> None:
    """Refuse a request from another site, or from a page with no origin of its own unless ``opaque_allowed``.

    "Origin: null" comes from a sandboxed frame, a file or a data: URL on any site, and from a form post
    of a page sending no Referer; only a form post the browser itself calls same-origin (or one from a
    browser too old to say) may carry it.
    """
    site = request.headers.get("Sec-Fetch-Site")
    if site == "cross-site":
        raise CrossSiteError(N_("Requests from other sites are refused."))
    origin = request.headers.get("Origin")
    if not origin:
        return
    if origin == "null":
        if not opaque_allowed or site not in (None, "same-origin"):
            raise CrossSiteError(N_("Requests from a page without an origin of its own (Origin: null) are refused."))
        return
    parts = urlsplit(origin)
    if (parts.scheme, parts.netloc) != (request.scheme, request.host):
        raise CrossSiteError(N_("Requests from %(origin)s are refused."), origin=origin[:80])


SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # page URLs hold seat tokens
    "X-Frame-Options": "DENY",
}


def add_security_headers(response):
    """Keep pages on this server, out of frames, and their URLs (which hold seat tokens) out of Referer."""
    for name, value in SECURITY_HEADERS.items():
        response.headers.setdefault(name, value)
    if not request.path.startswith(("/static/", "/games/")):
        response.headers.setdefault("Cache-Control", "no-store")
    return response
