"""What ``pnpkit serve --https`` runs beside the tables: the certificate for this machine's names, the plain-http
trust port, and the watch on the machine's address (a laptop that slept may come back with another one).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from companion.hosts import own_names
from companion.network import lan_address
from companion.tls import Authority, authority_folder, load_authority, server_files

WATCH_SECONDS = 5.0  # how often the address is looked at: a phone that lost the table finds it again this soon


@dataclass(frozen=True)
class Https:
    """The authority of this machine and the server certificate and key files made with it."""

    authority: Authority
    cert: Path
    key: Path

    def renew(self, host: str, allowed_hosts: tuple[str, ...]) -> bool:
        """Make the server certificate again if this machine's names changed; return whether it did."""
        before = self.cert.read_bytes()
        server_files(self.authority, serving_names(host, allowed_hosts))
        return self.cert.read_bytes() != before


def prepare_https(folder: str | None, host: str, allowed_hosts: tuple[str, ...]) -> Https:
    """Load (or make) this machine's authority and the certificate for the names the server answers to."""
    authority = load_authority(authority_folder(folder))
    cert, key = server_files(authority, serving_names(host, allowed_hosts))
    return Https(authority, cert, key)


def serving_names(host: str, allowed_hosts: tuple[str, ...]) -> list[str]:
    """Return every name and address the server answers to: its own, its LAN address, the allowed ones."""
    bound = () if host in ("0.0.0.0", "", "::") else (host,)
    return sorted(own_names((*allowed_hosts, *bound)))


def start_trust_server(config: dict, host: str, port: int) -> multiprocessing.Process:
    """Start the plain-http trust app (companion.trust) in a process of its own, with one granian worker."""
    from companion import serving
    from companion.trust import create_trust_app

    process = multiprocessing.Process(
        target=serving.serve, args=(partial(create_trust_app, config), host, port, 1, 1), name="pnpkit-trust"
    )
    process.start()
    return process


def stop(process: multiprocessing.Process) -> None:
    """Stop the trust server's process (its granian lets its worker finish what it answers first)."""
    process.terminate()
    process.join(10)
    if process.is_alive():
        process.kill()
        process.join(5)


def watch_address(on_change: Callable[[str], None], every: float = WATCH_SECONDS) -> threading.Thread:
    """Call ``on_change(new address)`` from a thread of its own whenever this machine's LAN address changes."""

    def watch():
        known = lan_address()
        while True:
            time.sleep(every)
            address = lan_address()
            if address != known:
                known = address
                with contextlib.suppress(OSError):  # a terminal gone (closed, a full disk): the server goes on
                    on_change(address)

    thread = threading.Thread(target=watch, name="pnpkit-address", daemon=True)
    thread.start()
    return thread
