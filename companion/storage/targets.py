"""Where a store lives: an SQLite file's path, or a PostgreSQL database's ``postgresql://`` URL.

A URL may hold a password; ``shown`` is the form to print or log.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

SCHEMES = ("postgresql://", "postgres://")  # libpq's two spellings


def is_postgres_url(target: str | Path) -> bool:
    """Tell whether a database target is a PostgreSQL URL (anything else is an SQLite file's path)."""
    return isinstance(target, str) and target.lower().startswith(SCHEMES)


def shown(target: str | Path) -> str:
    """Return a database target fit to print: a URL's password (in its user part or its query) masked."""
    text = str(target)
    if not is_postgres_url(text):
        return text
    parts = urlsplit(text)
    userinfo, at, hostport = parts.netloc.rpartition("@")
    if at and ":" in userinfo:
        text = text.replace(f"//{parts.netloc}", f"//{userinfo.partition(':')[0]}:***@{hostport}", 1)
    if parts.query:
        query = "&".join(
            f"{item.partition('=')[0]}=***" if "password" in item.partition("=")[0].lower() else item
            for item in parts.query.split("&")
        )
        text = text.replace(f"?{parts.query}", f"?{query}", 1)
    return text
