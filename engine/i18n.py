"""Translatable messages and the gettext catalogs shared by the engine, the kit and the companion.

The engine never renders text for a person: it builds ``Message`` values (a msgid, an optional
context, an optional plural and parameters) and whoever shows them (the command line, the print
pipeline, the companion) renders them with the translations of the reader's locale. English is the
source language, so the English rendering needs no catalog.

The shipped languages are the lines of ``locale/languages.yaml``; each but English has its catalog
at ``locale/<code>/LC_MESSAGES/pnpkit.po``. The pseudo-locale (``engine.pseudo``) is known too, for
tests and translators, but never listed.
"""

from __future__ import annotations

import functools
import gettext
import io
import os
from decimal import Decimal
from pathlib import Path
from typing import NamedTuple

import yaml
from babel.lists import format_list
from babel.numbers import format_decimal

from engine.placeholders import PLACEHOLDER  # noqa: F401  (read here by the catalogs' checks)
from engine.pseudo import PSEUDO_LOCALE, PseudoTranslations

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
LANGUAGES_FILE = "languages.yaml"
DOMAIN = "pnpkit"
SOURCE_LOCALE = "en"
PLURAL_PARAM = "count"  # the parameter whose number chooses a plural message's form


def N_(msgid: str) -> str:
    """Mark a string for extraction without translating it yet."""
    return msgid


def nN_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a text with a plural form for extraction (render it with ``nmessage`` or ``ngettext``)."""
    return singular, plural


def pN_(context: str, msgid: str) -> str:
    """Mark a string with a context for extraction (render it as ``Message(msgid, context)``)."""
    return msgid


class Message:
    """A translatable text with named parameters, rendered later in the reader's language.

    A message with a ``plural`` chooses its form by its ``count`` parameter (see ``nmessage``).
    """

    __slots__ = ("context", "msgid", "params", "plural")

    def __init__(self, msgid: str, context: str | None = None, *, plural: str | None = None, **params):
        self.msgid = msgid
        self.context = context
        self.plural = plural
        self.params = params
        if plural is not None and not isinstance(params.get(PLURAL_PARAM), int):
            raise TypeError(f"the plural message {msgid!r} needs a whole number {PLURAL_PARAM!r} parameter")

    def render(self, translations: gettext.NullTranslations | None = None) -> str:
        """Return the text in the language of ``translations`` (English when None)."""
        return render(self, translations)

    def to_json(self) -> dict:
        """Return a JSON-ready form that keeps the msgid and parameters for later rendering."""
        data = {"msgid": self.msgid, "params": {k: _param_to_json(v) for k, v in self.params.items()}}
        if self.context:
            data["context"] = self.context
        if self.plural is not None:
            data["plural"] = self.plural
        return data

    @classmethod
    def from_json(cls, data: dict) -> Message:
        """Rebuild a message from ``to_json`` output."""
        params = {k: _param_from_json(v) for k, v in data.get("params", {}).items()}
        return cls(data["msgid"], data.get("context"), plural=data.get("plural"), **params)

    def __eq__(self, other) -> bool:
        return isinstance(other, Message) and (self.msgid, self.context, self.plural, self.params) == (
            other.msgid,
            other.context,
            other.plural,
            other.params,
        )

    def __hash__(self) -> int:
        return hash((self.msgid, self.context))

    def __repr__(self) -> str:
        plural = "" if self.plural is None else f", plural={self.plural!r}"
        return f"Message({self.msgid!r}, context={self.context!r}{plural}, **{self.params!r})"

    def __str__(self) -> str:
        return render(self, None)


def nmessage(singular: str, plural: str, count: int, **params) -> Message:
    """Return a message whose form follows ``count`` ("%(count)d card" / "%(count)d cards")."""
    return Message(singular, plural=plural, count=count, **params)


# Our word-list styles -> Babel's (CLDR's) list patterns.
LIST_STYLES = {"and": "standard", "or": "or"}


class WordList:
    """Items to be joined as the reader's language joins a list: "A, B and C" or "A, B or C"."""

    __slots__ = ("items", "style")

    def __init__(self, items, style: str = "and"):
        if style not in LIST_STYLES:
            raise ValueError(f"a word list is joined with 'and' or 'or', not {style!r}")
        self.items = list(items)
        self.style = style

    def __eq__(self, other) -> bool:
        return isinstance(other, WordList) and (self.items, self.style) == (other.items, other.style)

    def __hash__(self) -> int:
        return hash((tuple(map(str, self.items)), self.style))

    def __repr__(self) -> str:
        return f"WordList({self.items!r}, style={self.style!r})"


def all_of(items) -> WordList:
    """Return items to be read as "A, B and C" in the reader's language."""
    return WordList(items, "and")


def one_of(items) -> WordList:
    """Return items to be read as "A, B or C" in the reader's language."""
    return WordList(items, "or")


def _param_to_json(value):
    if isinstance(value, Message):
        return {"message": value.to_json()}
    if isinstance(value, WordList):
        return {"words": [_param_to_json(item) for item in value.items], "style": value.style}
    if isinstance(value, list):
        return [_param_to_json(item) for item in value]
    return value


def _param_from_json(value):
    if isinstance(value, dict) and "message" in value:
        return Message.from_json(value["message"])
    if isinstance(value, dict) and "words" in value:
        return WordList([_param_from_json(item) for item in value["words"]], value.get("style", "and"))
    if isinstance(value, list):
        return [_param_from_json(item) for item in value]
    return value


def render(value, translations: gettext.NullTranslations | None = None) -> str:
    """Render a Message (recursively through its parameters), a list of them, or a plain value."""
    if isinstance(value, Message):
        tr = translations or _NULL
        if value.plural is not None:
            count = value.params[PLURAL_PARAM]
            if value.context:
                text = tr.npgettext(value.context, value.msgid, value.plural, count)
            else:
                text = tr.ngettext(value.msgid, value.plural, count)
        else:
            text = tr.pgettext(value.context, value.msgid) if value.context else tr.gettext(value.msgid)
        if not value.params and "%%" not in value.msgid:
            return text  # not a format: any percent sign in it, or in its translation, is literal
        # A format (gettext's python-format): parameters are filled in and a percent sign is written %%.
        return text % {key: _render_param(param, translations) for key, param in value.params.items()}
    if isinstance(value, list):
        return ", ".join(render(item, translations) for item in value)
    if isinstance(value, WordList):
        words = [render(item, translations) for item in value.items]
        # Translations that know better how to join words (the pseudo-locale's) are asked first.
        joiner = getattr(translations, "format_list", None)
        if joiner is not None:
            return joiner(words, LIST_STYLES[value.style])
        return format_list(words, style=LIST_STYLES[value.style], locale=_language(translations))
    return str(value)


def _render_param(value, translations):
    # Numbers stay numbers so that %(count)d formats; messages and lists become text; a Decimal is a
    # number to show to a reader, written the way the reader's language writes it (9,1 in Polish).
    if isinstance(value, Message | list | WordList):
        return render(value, translations)
    if isinstance(value, Decimal):
        return format_decimal(value, locale=_language(translations))
    return value


def _language(translations) -> str:
    """Return the language of a catalog (its header's Language), English when it has none."""
    info = translations.info() if translations is not None else {}
    return (info.get("language") or SOURCE_LOCALE).replace("-", "_")


_NULL = gettext.NullTranslations()


def language_names() -> dict[str, str]:
    """Return every shipped locale with its name in its own language, in the configured order."""
    return dict(_languages().names)


def available_locales() -> list[str]:
    """Return the shipped locales, English first: every line of the languages file."""
    return list(_languages().codes)


def is_known_locale(locale: str | None) -> bool:
    """Tell whether a locale can be rendered: a shipped one, or the pseudo-locale."""
    return locale == PSEUDO_LOCALE or locale in _languages().known


class _Languages(NamedTuple):
    names: tuple[tuple[str, str], ...]  # (code, name), in the file's order
    codes: tuple[str, ...]  # English first
    known: frozenset[str]


def _languages() -> _Languages:
    # Every request asks (its language, the viewer's choice): one stat, and the file read again only when edited.
    path = str(LOCALE_DIR / LANGUAGES_FILE)
    return _read_languages(path, os.stat(path).st_mtime_ns)


@functools.lru_cache(maxsize=8)
def _read_languages(path: str, modified: int) -> _Languages:
    # Keyed by the file's modification time too, so an edited file is read again.
    with open(path, encoding="utf-8") as handle:
        data = yaml.safe_load(handle) or {}
    if not isinstance(data, dict) or SOURCE_LOCALE not in data:
        raise LookupError(f"{path} must map language codes to names and list {SOURCE_LOCALE!r}")
    names = tuple((str(code), str(name)) for code, name in data.items())
    codes = (SOURCE_LOCALE, *(code for code, _ in names if code != SOURCE_LOCALE))
    return _Languages(names, codes, frozenset(codes))


def template_path() -> Path:
    """Return the catalog template (.pot) every catalog, and the pseudo-locale, is made from."""
    return LOCALE_DIR / f"{DOMAIN}.pot"


def catalog_path(locale: str, suffix: str = ".po") -> Path:
    """Return where a locale's catalog lives (``.po``, or ``.mo`` once compiled)."""
    return LOCALE_DIR / locale / "LC_MESSAGES" / f"{DOMAIN}{suffix}"


def translations(locale: str | None) -> gettext.NullTranslations:
    """Return the translations for a locale, reading its .mo, or its .po when not compiled."""
    return _translations(locale, LOCALE_DIR)


def reload_catalogs() -> None:
    """Forget every catalog read so far, so that edited or compiled ones are read again."""
    _translations.cache_clear()


@functools.lru_cache(maxsize=32)
def _translations(locale: str | None, folder: Path) -> gettext.NullTranslations:
    # Keyed by the locale folder too, so catalogs read from another folder (a test's copy) never mix.
    if not locale or locale == SOURCE_LOCALE:
        return _NULL
    if locale == PSEUDO_LOCALE:
        return PseudoTranslations(template_path())
    mo_path, po_path = catalog_path(locale, ".mo"), catalog_path(locale)
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
    raise LookupError(f"no catalog for locale {locale!r} in {folder}")
