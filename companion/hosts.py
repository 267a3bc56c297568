"""The names this server answers to, so that a web page elsewhere cannot reach it by DNS rebinding.

A page on another site can make its own host name resolve to this machine's address; the browser then
sends the page's requests here as if they were same-origin, with that foreign name in the Host header.
Answering only to this machine's own names and addresses (and the names the owner adds) stops it.
"""

from __future__ import annotations

import ipaddress
import socket
from functools import lru_cache
from urllib.parse import urlsplit

from companion.network import lan_address

LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")


def own_names(extra: tuple[str, ...] = ()) -> frozenset[str]:
    """Return the host names and addresses of this machine, plus the extra names given (all lower case)."""
    names = {*LOOPBACK_NAMES, lan_address()}
    hostname = socket.gethostname()
    if hostname:
        names |= {hostname, f"{hostname}.local", socket.getfqdn(hostname)}
    return frozenset(_normalised(name) for name in (*names, *extra) if name)


def host_of(header: str) -> str | None:
    """Return the host name of a Host header without its port ("[::1]:8000" -> "::1"), or None if unreadable."""
    try:
        name = urlsplit(f"//{header}").hostname
    except ValueError:
        return None
    return _normalised(name) if name else None


def is_own_host(header: str, names: frozenset[str]) -> bool:
    """Return whether a Host header names this server: one of its names, or an address of this machine."""
    name = host_of(header)
    if name is None:
        return False
    return name in names or _is_local_address(name)


@lru_cache(maxsize=256)
def _is_local_address(name: str) -> bool:
    """Return whether ``name`` is an IP address of one of this machine's interfaces."""
    try:
        address = ipaddress.ip_address(name)
    except ValueError:
        return False  # a name, not an address: only the known names pass
    if address.is_loopback:
        return True
    if address.is_unspecified or address.is_multicast:
        return False  # "0.0.0.0" binds everywhere, but no page should reach this server by it
    family = socket.AF_INET6 if address.version == 6 else socket.AF_INET
    # Binding succeeds only to an address this machine holds, so no list of interfaces is needed.
    try:
        with socket.socket(family, socket.SOCK_DGRAM) as probe:
            probe.bind((name, 0))
    except OSError:
        return False
    return True


def _normalised(name: str) -> str:
    return name.strip().lower().rstrip(".").removeprefix("[").removesuffix("]")
