"""Translatable messages and the gettext catalogs shared by the engine, the kit and the companion.

The engine never renders text for a person: it builds ``Message`` values (a msgid, an optional
context and parameters) and whoever shows them (the command line, the print pipeline, the
companion) renders them with the translations of the reader's locale. English is the source
language, so the English rendering needs no catalog.
"""

from __future__ import annotations

import functools
import gettext
import io
from pathlib import Path

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
DOMAIN = "pnpkit"
SOURCE_LOCALE = "en"


def N_(msgid: str) -> str:
    """Mark a string for extraction without translating it yet."""
    return msgid


class Message:
    """A translatable text with named parameters, rendered later in the reader's language."""

    __slots__ = ("context", "msgid", "params")

    def __init__(self, msgid: str, context: str | None = None, **params):
        self.msgid = msgid
        self.context = context
        self.params = params

    def render(self, translations: gettext.NullTranslations | None = None) -> str:
        """Return the text in the language of ``translations`` (English when None)."""
        return render(self, translations)

    def to_json(self) -> dict:
        """Return a JSON-ready form that keeps the msgid and parameters for later rendering."""
        data = {"msgid": self.msgid, "params": {k: _param_to_json(v) for k, v in self.params.items()}}
        if self.context:
            data["context"] = self.context
        return data

    @classmethod
    def from_json(cls, data: dict) -> Message:
        """Rebuild a message from ``to_json`` output."""
        params = {k: _param_from_json(v) for k, v in data.get("params", {}).items()}
        return cls(data["msgid"], data.get("context"), **params)

    def __eq__(self, other) -> bool:
        return isinstance(other, Message) and (self.msgid, self.context, self.params) == (
            other.msgid,
            other.context,
            other.params,
        )

    def __hash__(self) -> int:
        return hash((self.msgid, self.context))

    def __repr__(self) -> str:
        return f"Message({self.msgid!r}, context={self.context!r}, **{self.params!r})"

    def __str__(self) -> str:
        return render(self, None)


def _param_to_json(value):
    if isinstance(value, Message):
        return {"message": value.to_json()}
    if isinstance(value, list):
        return [_param_to_json(item) for item in value]
    return value


def _param_from_json(value):
    if isinstance(value, dict) and "message" in value:
        return Message.from_json(value["message"])
    if isinstance(value, list):
        return [_param_from_json(item) for item in value]
    return value


def render(value, translations: gettext.NullTranslations | None = None) -> str:
    """Render a Message (recursively through its parameters), a list of them, or a plain value."""
    if isinstance(value, Message):
        tr = translations or _NULL
        text = tr.pgettext(value.context, value.msgid) if value.context else tr.gettext(value.msgid)
        if not value.params:
            return text
        return text % {key: _render_param(param, translations) for key, param in value.params.items()}
    if isinstance(value, list):
        return ", ".join(render(item, translations) for item in value)
    return str(value)


def _render_param(value, translations):
    # Numbers stay numbers so that %(count)d formats; messages and lists become text.
    return render(value, translations) if isinstance(value, Message | list) else value


_NULL = gettext.NullTranslations()


def available_locales() -> list[str]:
    """Return the shipped locales: English plus every folder with a catalog."""
    found = {path.parent.parent.name for path in LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.po")}
    return [SOURCE_LOCALE, *sorted(found - {SOURCE_LOCALE})]


@functools.lru_cache(maxsize=32)
def translations(locale: str | None) -> gettext.NullTranslations:
    """Return the translations for a locale, reading its .mo, or its .po when not compiled."""
    if not locale or locale == SOURCE_LOCALE:
        return _NULL
    folder = LOCALE_DIR / locale / "LC_MESSAGES"
    mo_path, po_path = folder / f"{DOMAIN}.mo", folder / f"{DOMAIN}.po"
    if mo_path.exists() and (not po_path.exists() or mo_path.stat().st_mtime >= po_path.stat().st_mtime):
        with mo_path.open("rb") as handle:
            return gettext.GNUTranslations(handle)
    if po_path.exists():
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        with po_path.open("rb") as handle:
            catalog = read_po(handle, locale=locale)
        buffer = io.BytesIO()
        write_mo(buffer, catalog)
        buffer.seek(0)
        return gettext.GNUTranslations(buffer)
    raise LookupError(f"no catalog for locale {locale!r} in {LOCALE_DIR}")
