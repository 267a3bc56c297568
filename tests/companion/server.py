"""The companion as a real server process (``pnpkit serve``) on loopback, for restart and browser tests."""

from __future__ import annotations

import json
import os
import resource
import signal
import socket
import ssl
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

from tests.companion.helpers import API_HEADERS


def free_port() -> int:
    """Return a TCP port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class ServerProcess:
    """``python -m pnpkit serve`` on 127.0.0.1, started and stopped (or killed) by a test."""

    def __init__(
        self,
        database,
        port: int | None = None,
        workers: int = 1,
        options: tuple[str, ...] = (),
        authority: Path | None = None,
        files: int | None = None,
    ):
        self.database = str(database)
        self.workers = workers
        self.options = options  # more of serve's options
        self.files = files  # the limit of open files (soft and hard) the server starts with (None: this process's)
        self.port = port or free_port()
        # ``authority``: serve --https with the authority in that folder, its trust page on a port of its own.
        self.authority = authority
        self.trust_port = free_port() if authority else None
        self.url = f"{'https' if authority else 'http'}://127.0.0.1:{self.port}"
        self.process: subprocess.Popen | None = None

    def start(self) -> ServerProcess:
        """Start the server and wait until it answers."""
        command = [sys.executable, "-m", "pnpkit", "serve", "--host", "127.0.0.1", "--port", str(self.port)]
        command += ["--db", self.database, "--quiet", "--workers", str(self.workers)]  # serve's own threads
        command += list(self.options)
        if self.authority:
            command += ["--https", "--authority-dir", str(self.authority), "--trust-port", str(self.trust_port)]
        # A session of its own: killing the server kills its group, granian's main process and its workers at once.
        # Its output goes to a file, read when something goes wrong: a pipe nobody reads would stop a server that
        # writes much (a traceback a request, say) once the pipe is full.
        self.output = tempfile.NamedTemporaryFile(prefix="pnpkit-serve-", suffix=".log", delete=False)  # noqa: SIM115
        self.process = subprocess.Popen(
            command,
            stdout=self.output,
            stderr=subprocess.STDOUT,
            env=os.environ,
            start_new_session=True,
            preexec_fn=None if self.files is None else self._limit_files,
        )
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server stopped at once: {self.log()}")
            try:
                self.call("GET", "/api/games")
                return self
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("the server did not answer within 20 s")

    def _limit_files(self) -> None:
        """Start the server with a limit of ``files`` open files, which it cannot raise (``ulimit -n`` in a shell)."""
        resource.setrlimit(resource.RLIMIT_NOFILE, (self.files, self.files))

    def kill(self) -> None:
        """Kill the server at once (SIGKILL, every process of it): no clean shutdown, as in a crash or a pulled plug."""
        os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(10)
        self._wait_group_gone()

    def stop(self) -> None:
        """Stop the server if it still runs (granian lets its workers finish what they are answering first)."""
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(10)
        if self.process:
            self._wait_group_gone()
            Path(self.output.name).unlink(missing_ok=True)

    def _wait_group_gone(self) -> None:
        """Wait until no process of the server's group is left (a worker ends a moment after its master)."""
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and self._group_members():
            time.sleep(0.02)

    def _group_members(self) -> list[int]:
        """Return the live processes of the server's group (an ended one its new parent has not reaped aside)."""
        return [pid for pid, state, _, group in _processes() if group == self.process.pid and state != "Z"]

    def log(self) -> str:
        """Return what the server has written so far (its address, and any error it logged)."""
        return Path(self.output.name).read_text(errors="replace")

    def call(self, method: str, path: str, body: dict | None = None, timeout: float = 10) -> tuple[int, dict]:
        """Send one request; return the status and the JSON body."""
        data = None if body is None else json.dumps(body).encode()
        headers = {"Content-Type": "application/json", **API_HEADERS}
        request = urllib.request.Request(self.url + path, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=timeout, context=self.tls_context()) as response:
                return response.status, json.load(response)
        except urllib.error.HTTPError as error:
            return error.code, json.load(error)

    def tls_context(self) -> ssl.SSLContext | None:
        """Return a TLS context that trusts the server's authority (None for a plain-http server)."""
        if not self.authority:
            return None
        return ssl.create_default_context(cafile=str(self.authority / "authority.pem"))

    def worker_pids(self) -> list[int]:
        """Return the process ids of the server's workers (its children: granian starts them)."""
        return [pid for pid, _, parent, _ in _processes() if parent == self.process.pid]


def _processes():
    """Yield (pid, state, parent pid, process group) of every process, read from /proc (Linux)."""
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = open(f"/proc/{entry}/stat").read()  # noqa: SIM115 (a read of a few bytes)
            except OSError:
                continue
            # The fields after the command's name, which is in brackets and may hold spaces.
            state, parent, group = stat.rsplit(")", 1)[1].split()[:3]
            yield int(entry), state, int(parent), int(group)
