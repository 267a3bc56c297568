"""The server's address on the local network, and QR codes that take a phone there."""

from __future__ import annotations

import io
import socket

import segno

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


def server_url(host: str, port: int) -> str:
    """Return the URL phones use: the LAN address when serving on every interface."""
    shown = lan_address() if host in ("0.0.0.0", "", "::") else host
    return f"http://{shown}:{port}/"


def qr_svg(url: str) -> str:
    """Return an inline SVG QR code of a URL (no external image, no script)."""
    return segno.make(url, error="m").svg_inline(scale=4, border=2, dark="#111", light="#fff", omitsize=True)


def qr_text(url: str) -> str:
    """Return a QR code of a URL drawn with block characters, for a terminal."""

    buffer = io.StringIO()
    segno.make(url, error="m").terminal(out=buffer, compact=True, border=2)
    return buffer.getvalue()
