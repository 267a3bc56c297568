"""The server's address on the local network, and QR codes that take a phone there."""

from __future__ import annotations

import errno
import io
import ipaddress
import socket

import segno

from engine.errors import PnpkitError
from engine.i18n import N_

# Any address outside this machine works: connecting a UDP socket only picks the route, it sends nothing.
_ROUTE_PROBE = ("192.0.2.1", 9)  # TEST-NET-1 (RFC 5737): routable-looking, never answered


def lan_address() -> str:
    """Return this machine's address on the local network, or 127.0.0.1 when it has none."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(_ROUTE_PROBE)
            address = probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    return address if address and not address.startswith("0.") else "127.0.0.1"


class ListenError(PnpkitError):
    """The server cannot listen on the address and port it was given (most often: the port is taken)."""


def check_can_listen(host: str, port: int) -> None:
    """Raise ListenError unless a server could listen on host:port now; every worker's server binds it the same way.

    The port is bound as the server binds it (companion.serving), with SO_REUSEADDR, so a port whose last server has
    just stopped (its connections still in TIME_WAIT) counts as free, as it is to them; then it is let go.
    """
    try:
        addresses = socket.getaddrinfo(host or None, port, 0, socket.SOCK_STREAM, socket.IPPROTO_TCP, socket.AI_PASSIVE)
        for family, kind, protocol, _, address in addresses:
            with socket.socket(family, kind, protocol) as probe:
                probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                if family == socket.AF_INET6:  # as the servers do: an IPv6 socket does not take the IPv4 port too
                    probe.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
                probe.bind(address)
    except OSError as error:
        raise listen_error(error, host, port) from None


def listen_error(error: OSError, host: str, port: int) -> ListenError:
    """Return the one-line reason for an error of binding host:port (the check's, or the server's own)."""
    if error.errno == errno.EADDRINUSE:
        return ListenError(
            N_("port %(port)d is taken by another program; choose another with --port NUMBER (make run PORT=NUMBER)"),
            port=port,
        )
    return ListenError(
        N_("cannot listen on %(host)s port %(port)d: %(problem)s"),
        host=host,
        port=port,
        problem=error.strerror or str(error),
    )


EVERY_INTERFACE = ("0.0.0.0", "", "::")


def is_loopback(host: str) -> bool:
    """Tell whether an address or name reaches this machine only (127.0.0.0/8, ::1, localhost), never a phone."""
    if host.lower() in ("localhost", "localhost.localdomain") or host.lower().endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def server_url(host: str, port: int, scheme: str = "http") -> str:
    """Return the URL phones use: the LAN address when serving on every interface (looked up now: it may change)."""
    shown = lan_address() if host in EVERY_INTERFACE else host
    if ":" in shown and not shown.startswith("["):
        shown = f"[{shown}]"  # an IPv6 address, bracketed as a URL writes it
    return f"{scheme}://{shown}:{port}/"


def qr_svg(url: str) -> str:
    """Return an inline SVG QR code of a URL (no external image, no script)."""
    return segno.make(url, error="m").svg_inline(scale=4, border=2, dark="#111", light="#fff", omitsize=True)


def qr_text(url: str) -> str:
    """Return a QR code of a URL drawn with block characters, for a terminal."""

    buffer = io.StringIO()
    segno.make(url, error="m").terminal(out=buffer, compact=True, border=2)
    return buffer.getvalue()
