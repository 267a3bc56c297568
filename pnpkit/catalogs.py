"""The translation workflow: extract every text into the template, update and check the catalogs, compile them.

Texts come from Python code (``_``, ``N_``, ``nmessage``, ...), the Jinja templates and every game's
rules.yaml (the fields its schema marks TRANSLATABLE, with the game's id as context); ``babel.cfg``
says where each kind lives, for this module and for pybabel alike. The template
``engine/locale/pnpkit.pot`` is kept in git; each language's ``pnpkit.po`` beside it is what
translators edit. Compiled ``.mo`` files are optional: without them the catalogs are compiled in
memory when first used (engine.i18n).
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from pathlib import Path

from babel import Locale, UnknownLocaleError
from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po, write_po

from engine import i18n
from engine.errors import PnpkitError
from engine.i18n import N_, Message, nmessage, nN_
from engine.rulesdata import dotted, line_of, translatable_texts

ROOT = Path(__file__).resolve().parents[1]
MAPPING_FILE = ROOT / "babel.cfg"
KEYWORDS = {**DEFAULT_KEYWORDS, "nmessage": (1, 2), "nN_": (1, 2), "pN_": ((1, "c"), 2)}
COMMENT_TAGS = ("TRANSLATORS:",)
PROJECT = "pnpkit"
VERSION = "0.1"
PO_WIDTH = 120  # the width catalogs are written at: the line length of the code (ruff's)
HEADER = (
    "# The texts of pnpkit (code, companion pages and every game's rules data), to translate.\n"
    "# This file is distributed under the same license as the pnpkit project (MIT).\n"
    "# Made by `pnpkit i18n extract`; never edit it by hand (docs/translating.md).\n#"
)
CATALOG_HEADER = (
    "# Translations template for pnpkit.\n"
    "# This file is distributed under the same license as the pnpkit project (MIT).\n#"
)
NAMED_PLACEHOLDER = re.compile(r"%\(([^)]*)\)")


def template_path() -> Path:
    """Return the path of the template (.pot) every catalog is updated from."""
    return i18n.template_path()


def extract_rules(fileobj, keywords, comment_tags, options):
    """Babel extractor for a game's rules.yaml: every TRANSLATABLE text, in context of the game's id."""
    import yaml

    from engine.plugins import get_game

    text = fileobj.read().decode("utf-8")
    game = yaml.safe_load(text)["game"]
    # The game's own loader validates the file, so only a sound rules file reaches the catalogs.
    rules = get_game(game, Path(fileobj.name)).rules
    root = yaml.compose(text)
    for loc, value in translatable_texts(rules):
        hint = _field_hint(rules, loc)
        comment = f"{dotted(loc)}: {hint}" if hint else dotted(loc)
        yield line_of(root, loc), "pgettext", (game, value), [comment]


def _field_hint(model, loc: tuple) -> str | None:
    """Return the schema's description of the field at ``loc`` (what the text is, for translators)."""
    owner = model
    for part in loc[:-1]:
        owner = owner[part] if isinstance(owner, dict | list | tuple) else getattr(owner, part)
    info = type(owner).model_fields.get(loc[-1])
    return info.description if info is not None else None


def extract(root: Path = ROOT) -> Catalog:
    """Return a template catalog of every translatable text under ``root``."""
    with MAPPING_FILE.open(encoding="utf-8") as handle:
        method_map, options_map = parse_mapping_cfg(handle, str(MAPPING_FILE))
    catalog = Catalog(header_comment=HEADER, project=PROJECT, version=VERSION, fuzzy=False, charset="utf-8")
    for filename, lineno, message, comments, context in extract_from_dir(
        root, method_map, options_map, keywords=KEYWORDS, comment_tags=COMMENT_TAGS, strip_comment_tags=True
    ):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def write_template(catalog: Catalog, path: Path | None = None) -> bool:
    """Write the template unless it already holds exactly these messages; return whether it changed."""
    path = path or template_path()
    if path.exists() and message_facts(_read(path)) == message_facts(catalog):
        return False
    _write(catalog, path)
    return True


def message_facts(catalog: Catalog) -> set[tuple]:
    """Return what a template says of each text: its id, plural, context, files, flags and translator notes.

    Header lines (the Babel version that wrote the file, dates) are left out: a new release of a tool
    must not count as a changed text.
    """
    return {
        (
            message.context,
            message.id,
            tuple(sorted({path for path, _ in message.locations})),
            tuple(sorted(message.flags)),
            tuple(message.auto_comments),
        )
        for message in _messages(catalog)
    }


def update(template: Catalog | None = None) -> list[str]:
    """Bring every catalog in line with the template (new texts empty, gone ones dropped); return their locales."""
    template = template or _read(template_path())
    updated = []
    for locale in catalog_locales():
        path = i18n.catalog_path(locale)
        catalog = _read(path, locale)
        catalog.update(template, update_creation_date=False)
        _write(catalog, path)
        updated.append(locale)
    return updated


def init(locale: str) -> Path:
    """Start the catalog of a new language from the template, with Babel's plural rules for it."""
    try:
        Locale.parse(locale)
    except (ValueError, UnknownLocaleError):
        unknown = N_("%(locale)r is not a language code Babel knows (such as it, pt_BR)")
        raise CatalogError(unknown, locale=locale) from None
    path = i18n.catalog_path(locale)
    if path.exists():
        raise CatalogError(N_("%(path)s exists already; run `pnpkit i18n update` instead"), path=str(path))
    template = _read(template_path())
    catalog = Catalog(
        locale=locale, header_comment=CATALOG_HEADER, project=PROJECT, version=VERSION, fuzzy=False, charset="utf-8"
    )
    catalog.update(template, update_creation_date=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    _write(catalog, path)
    return path


def compile_catalogs() -> list[Path]:
    """Write a .mo beside every catalog (they load faster than a .po compiled in memory); return their paths."""
    written = []
    for locale in catalog_locales():
        catalog = _read(i18n.catalog_path(locale), locale)
        path = i18n.catalog_path(locale, ".mo")
        with path.open("wb") as handle:
            write_mo(handle, catalog)
        written.append(path)
    return written


def catalog_locales() -> list[str]:
    """Return every locale with a catalog, shipped or not yet listed."""
    return sorted(path.parent.parent.name for path in i18n.LOCALE_DIR.glob(f"*/LC_MESSAGES/{i18n.DOMAIN}.po"))


class CatalogError(PnpkitError):
    """A catalog that cannot be started: a language code Babel does not know, or a catalog there already."""


@dataclass(frozen=True)
class CatalogReport:
    """How complete a catalog is, and what is wrong with it (each problem a message, for the reader's language)."""

    locale: str
    total: int
    translated: int
    problems: list[Message]


def check(locale: str, template: Catalog | None = None) -> CatalogReport:
    """Check a catalog against the template: every text translated, none fuzzy, placeholders kept."""
    template = template or _read(template_path())
    catalog = _read(i18n.catalog_path(locale), locale)
    problems = []
    translated = 0
    for source in _messages(template):
        message = catalog.get(source.id, source.context)
        where = _describe(source)
        if message is None or not _all_translated(message):
            problems.append(Message(N_("%(text)s: not translated"), text=where))
            continue
        if message.fuzzy:
            problems.append(Message(N_("%(text)s: marked fuzzy (check it, then remove the flag)"), text=where))
            continue
        if message.pluralizable != source.pluralizable:
            changed = N_("%(text)s: the template's text changed its plural (run `pnpkit i18n update`)")
            problems.append(Message(changed, text=where))
            continue
        translated += 1
        for problem in _placeholder_problems(source, message):
            problems.append(Message(N_("%(text)s: %(problem)s"), text=where, problem=problem))
    for message in _messages(catalog):
        if template.get(message.id, message.context) is None:
            gone = N_("%(text)s: no longer in the template (run `pnpkit i18n update`)")
            problems.append(Message(gone, text=_describe(message)))
    expected = catalog.num_plurals
    try:
        usual = get_plural(locale).num_plurals
    except UnknownLocaleError:
        usual = expected
    if usual != expected:
        header = nN_(
            "the header's Plural-Forms has %(count)d form; %(locale)s has %(usual)d (see i18n init)",
            "the header's Plural-Forms has %(count)d forms; %(locale)s has %(usual)d (see i18n init)",
        )
        problems.append(nmessage(*header, expected, locale=locale, usual=usual))
    for message in _messages(catalog):
        if message.pluralizable and message.string and len(message.string) != expected:
            forms = nN_("%(text)s: needs %(count)d plural form", "%(text)s: needs %(count)d plural forms")
            problems.append(nmessage(*forms, expected, text=_describe(message)))
    return CatalogReport(locale, len(_messages(template)), translated, problems)


def _all_translated(message) -> bool:
    strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
    return bool(strings) and all(strings)


def _placeholder_problems(source, message) -> list[Message]:
    """Compare the placeholders of each translated form with the source's, and fill each in as the code will."""
    ids = source.id if isinstance(source.id, tuple | list) else (source.id,)
    strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
    wanted = set().union(*(_placeholders(text) for text in ids))
    # Every form is filled with the same parameters, so each keeps all of them (count included), but for click's
    # plurals (str.format) whose forms name different ones ({possibility}, {possibilities}): one form, one name.
    optional = wanted - set.intersection(*(_placeholders(text) for text in ids)) - _printf(wanted)
    sample = {name: 1 for text in ids for name in NAMED_PLACEHOLDER.findall(text)}
    # Templates fill every text in with %; the code every text with parameters or a %% (engine.i18n.render).
    filled = "python-format" in source.flags or any(path.endswith(".html") for path, _ in source.locations)
    problems = []
    for form, text in enumerate(strings):
        label = Message(N_("form %(form)d"), form=form) if len(strings) > 1 else Message(N_("the translation"))
        found = _placeholders(text)
        if not wanted - optional <= found <= wanted:
            differ = N_("%(label)s has placeholders %(found)s, the source %(wanted)s")
            # The placeholders written as a list of the catalog's own text, for translators to compare.
            problems.append(Message(differ, label=label, found=str(sorted(found)), wanted=str(sorted(wanted))))
        elif filled:
            try:
                text % sample
            except (ValueError, TypeError, KeyError) as error:
                unfilled = N_("%(label)s cannot be filled in (%(error)s); write a percent sign as %%%%")
                problems.append(Message(unfilled, label=label, error=str(error)))
    return problems


def _placeholders(text: str) -> set[str]:
    return set(i18n.PLACEHOLDER.findall(text))


def _printf(placeholders: set[str]) -> set[str]:
    """Return the printf-style placeholders (%(name)s) of a set, the others being str.format's ({name})."""
    return {placeholder for placeholder in placeholders if placeholder.startswith("%")}


def _describe(message) -> str:
    text = message.id[0] if isinstance(message.id, tuple | list) else message.id
    context = f"[{message.context}] " if message.context else ""
    return f"{context}{text!r}"


def _messages(catalog: Catalog) -> list:
    return [message for message in catalog if message.id]


def _read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=locale)


def _write(catalog: Catalog, path: Path) -> None:
    path.write_bytes(_po_bytes(catalog))


def _po_bytes(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    # No line numbers: locations name the file only, so moving code does not churn every catalog. Lines
    # wrap at the code's own width, so that long texts stay whole and a rewrap never churns them either.
    write_po(buffer, catalog, ignore_obsolete=True, include_lineno=False, width=PO_WIDTH)
    return buffer.getvalue()
