"""How many connections a worker may hold: within its file limit, raised at start as far as the system allows.

Every open connection is a file. At the usual soft limit of 1,024, a stranger's 1,100 idle connections
once took every file a worker had, and then no phone was answered; so the soft limit is raised to
FILES_WANTED where the hard limit allows (a process may raise its own soft limit up to the hard one), and
each worker takes at most as many connections as leave FILES_KEPT files for its own use (the database,
the fonts, the kits being built, the pipes). A connection past that waits in the listening queue until
one closes, and idle ones close within the server's header timeout (companion.serving).
"""

from __future__ import annotations

FILES_WANTED = 65_536  # enough for every phone of a hall, and for a stranger's thousands of idle connections
FILES_KEPT = 256  # files each worker keeps for itself beside its connections
FEWEST_CONNECTIONS = 64  # even under a very low limit, a worker answers this many phones at once


def raise_file_limit(wanted: int = FILES_WANTED) -> int:
    """Raise this process's soft limit of open files towards ``wanted`` (its hard limit caps it); return it."""
    try:
        import resource
    except ImportError:  # not a POSIX system: nothing to raise here
        return wanted
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
        soft = target
    return wanted if soft == resource.RLIM_INFINITY else soft


def connections_per_worker(files: int) -> int:
    """Return how many connections a worker may hold at once with this many files (each worker has its own)."""
    return max(FEWEST_CONNECTIONS, files - FILES_KEPT)
