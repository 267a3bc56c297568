"""A supervisor that supervises: granian's process server, with workers replaced however often they die.

granian replaces a dead worker, but when the replacement dies too within 5.5 s it takes the whole server
down, the healthy workers with it. Here its serving loop is replaced (the one method granian runs between
start-up and shut-down): a worker that dies after its app was made is replaced, at once the first time, then
after a pause that doubles with each quick death in a row (BACKOFF), back to none once a worker lived
STEADY_SECONDS. Only a worker that ends by itself before any worker has made its app (a start-up failure,
which trying again cannot mend) ends the server. Workers say they are ready through a pipe the main
process reads.

Each worker also asks Linux to kill it when the main process ends (PR_SET_PDEATHSIG, through ctypes), so a
kill -9 of ``pnpkit serve`` leaves no worker holding the port or the SQLite file's lock.
"""

from __future__ import annotations

import ctypes
import os
import signal
import struct
import time

from granian.server import MPServer

BACKOFF = (0.0, 0.25, 0.5, 1.0)  # seconds before a replacement, by quick deaths in a row (the last repeats)
STEADY_SECONDS = 30.0  # a worker that served this long died of something new: its replacement starts at once
PR_SET_PDEATHSIG = 1  # from <linux/prctl.h>
_PID = struct.Struct("=i")


class ReadyPipe:
    """The pipe on which each worker tells the main process its pid, once its app is made."""

    def __init__(self):
        self.read_end, self.write_end = os.pipe()
        os.set_blocking(self.read_end, False)
        self.ready: set[int] = set()

    def tell(self) -> None:
        """Say (in a worker) that this worker's app is made: it is serving."""
        os.write(self.write_end, _PID.pack(os.getpid()))  # a few bytes: one write, never split

    def has_served(self) -> bool:
        """Tell (in the main process) whether any worker said it was serving."""
        try:
            while data := os.read(self.read_end, 4096):
                self.ready.update(pid for (pid,) in _PID.iter_unpack(data))
        except BlockingIOError:
            pass  # nothing more to read
        return bool(self.ready)


def die_with_parent(parent: int) -> None:
    """Have Linux kill this process when its parent ends; elsewhere (no prctl) nothing changes."""
    try:
        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return
    prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent:  # it ended before the request was made: nothing would ever signal it
        os._exit(1)


class Supervisor(MPServer):
    """granian's process server whose dead workers are always replaced, with backoff (see the module)."""

    def __init__(self, *args, ready: ReadyPipe, **options):
        super().__init__(*args, **options)
        self.ready = ready

    def _serve_loop(self, spawn_target, target_loader):
        quick = 0  # workers in a row that died before STEADY_SECONDS
        while True:
            self.main_loop_interrupt.wait()
            if self.interrupt_signal:
                break
            self.main_loop_interrupt.clear()  # before the dead are read: a death after it sets it again
            dead, self.interrupt_children[:] = list(self.interrupt_children), []
            if self.reload_signal:
                self._reload(spawn_target, target_loader)
            if not dead:
                continue
            if any(self._failed_to_start(idx) for idx in dead):
                self.interrupt_children[:] = dead  # granian's shut-down then exits with status 1
                break
            now = time.monotonic()
            quick = quick + 1 if any(now - self.wrks[idx].birth < STEADY_SECONDS for idx in dead) else 0
            self.main_loop_interrupt.wait(BACKOFF[min(quick, len(BACKOFF)) - 1] if quick else 0)
            if self.interrupt_signal:
                break
            self._respawn_workers(dead, spawn_target, target_loader)

    def _failed_to_start(self, idx: int) -> bool:
        """Tell whether a dead worker is a start-up failure: it ended by itself before any worker ever served.

        One killed by a signal (kill -9, the OOM killer) is replaced, ready or not; so is one that fails while
        others serve (its database busy a moment, say): the server serves on, and the replacement tries again.
        """
        exitcode = self.wrks[idx].inner.exitcode
        return exitcode is not None and exitcode >= 0 and not self.ready.has_served()
