"""The catalogs: the template holds every text, every shipped catalog is complete, and the check finds faults."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from babel.messages.pofile import read_po, write_po

import engine.i18n
from engine.i18n import SOURCE_LOCALE, Message, available_locales, catalog_path, render, translations
from engine.pseudo import pseudo
from pnpkit import catalogs
from pnpkit.cli import main
from tests.locales import add_language

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = [locale for locale in available_locales() if locale != SOURCE_LOCALE]


def test_the_template_holds_exactly_the_texts_of_the_code_the_templates_and_the_rules_data(tmp_path):
    copy = tmp_path / "pnpkit.pot"
    shutil.copy(catalogs.template_path(), copy)
    changed = catalogs.write_template(catalogs.extract(), copy)
    assert not changed, "texts were added or changed since the template was made: run `pnpkit i18n extract`"


def test_the_freshness_check_compares_texts_not_the_header_a_tool_writes(tmp_path):
    copy = tmp_path / "pnpkit.pot"
    text = catalogs.template_path().read_text(encoding="utf-8")
    # Another Babel release writes another version in the header; no text changed.
    copy.write_text(re.sub(r"Generated-By: Babel [^\\]*", "Generated-By: Babel 9.99.0", text), encoding="utf-8")
    assert not catalogs.write_template(catalogs.extract(), copy)
    assert "Babel 9.99.0" in copy.read_text(encoding="utf-8")  # left as it was


def test_the_freshness_check_finds_a_text_missing_from_the_template(tmp_path):
    copy = tmp_path / "pnpkit.pot"
    with catalogs.template_path().open("rb") as handle:
        template = read_po(handle)
    template.delete("Your move.")
    with copy.open("wb") as handle:
        write_po(handle, template)
    assert catalogs.write_template(catalogs.extract(), copy)


def test_the_template_holds_texts_of_every_kind_of_source():
    with catalogs.template_path().open("rb") as handle:
        template = read_po(handle)
    files = {path for message in template for path, _ in message.locations}
    assert {
        "games/avcw/rules.yaml",
        "games/avcw/templates/texts.html",
        "games/avcw/referee.py",
        "engine/cards.py",
    } <= files
    assert template.get("Edinburgh", "avcw") is not None  # a place of the rules data, in the game's context
    assert template.get(("Tap {count} card", "Tap {count} cards")) is not None  # the page script's plural


@pytest.mark.parametrize("locale", SHIPPED)
def test_every_shipped_catalog_is_complete_with_its_placeholders(locale):
    assert catalog_path(locale).exists(), f"{locale} is listed in languages.yaml but has no catalog"
    report = catalogs.check(locale)
    assert report.problems == []
    assert report.translated == report.total > 400


def test_the_shipped_languages_are_english_polish_german_and_french():
    assert available_locales() == ["en", "pl", "de", "fr"]
    assert engine.i18n.language_names() == {"en": "English", "pl": "Polski", "de": "Deutsch", "fr": "Français"}


def test_a_complete_pseudo_catalog_passes_the_check(monkeypatch, tmp_path):
    add_language(monkeypatch, tmp_path, "nl", "Nederlands", translate=pseudo)
    report = catalogs.check("nl")
    assert report.problems == [] and report.translated == report.total


def _break(path: Path, locale: str, changes: dict) -> None:
    """Rewrite some entries of a catalog: {msgid: (new translation, fuzzy)}."""
    with path.open("rb") as handle:
        catalog = read_po(handle, locale=locale)
    for msgid, (string, fuzzy) in changes.items():
        message = next(message for message in catalog if message.id == msgid or message.id[0:1] == (msgid,))
        message.string = string
        if fuzzy:
            message.flags.add("fuzzy")
    with path.open("wb") as handle:
        write_po(handle, catalog)


def test_the_check_names_each_untranslated_fuzzy_and_misplaced_text(monkeypatch, tmp_path, runner):
    add_language(monkeypatch, tmp_path, "nl", "Nederlands", translate=pseudo)
    _break(
        catalog_path("nl"),
        "nl",
        {
            "Your hand": ("", False),
            "Undo my last action": ("Herroepen", True),
            "Waiting for %(side)s.": ("Wachten.", False),
            "The table changed (it is at version %(current)d, your request was made at %(sent)d); nothing was done.": (
                "Versie %(current)d, niet %(sent)d: niets gedaan, 100 %",
                False,
            ),
            "Tap {count} card": (("Tik {count} kaart", ""), False),
            "Cut along the crop marks: %(count)d card.": (("%(count)d kaart.", "Knippen."), False),
        },
    )
    problems = "\n".join(map(str, catalogs.check("nl").problems))
    assert "'Your hand': not translated" in problems
    assert "'Undo my last action': marked fuzzy" in problems
    assert "'Waiting for %(side)s.': the translation has placeholders [], the source ['%(side)s']" in problems
    assert "'The table changed (it is at version %(current)d" in problems and "cannot be filled in" in problems
    assert "'Tap {count} card': not translated" in problems
    assert "'Cut along the crop marks: %(count)d card.': form 1 has placeholders []" in problems
    result = runner.invoke(main, ["i18n", "check"])
    assert result.exit_code == 1
    assert "nl: " in result.output and "Not shipped yet" not in result.output
    assert "'Your hand': not translated" in result.output


def test_a_form_of_a_clicks_plural_keeps_the_placeholders_its_own_source_form_names(monkeypatch, tmp_path):
    # Click fills each form of "Did you mean {possibility}?" with its own name; pnpkit's forms keep every one.
    add_language(monkeypatch, tmp_path, "nl", "Nederlands", translate=pseudo)
    _break(
        catalog_path("nl"),
        "nl",
        {
            "Did you mean {possibility}?": (
                ("Bedoel je {possibility}?", "(Bedoel je een van: {possibilities}?)"),
                False,
            ),
            "Option {name!r} requires an argument.": (("Optie vereist een argument.", "Optie vereist {nargs}."), False),
            "Cut along the crop marks: %(count)d card.": (("Knip langs de snijtekens.", "%(count)d kaarten."), False),
        },
    )
    problems = "\n".join(map(str, catalogs.check("nl").problems))
    assert "Did you mean" not in problems
    assert "'Option {name!r} requires an argument.': form 0 has placeholders []" in problems
    assert "'Option {name!r} requires an argument.': form 1 has placeholders ['{nargs}']" in problems
    assert "'Cut along the crop marks: %(count)d card.': form 0 has placeholders []" in problems


def test_the_check_command_reports_each_shipped_catalog(runner):
    result = runner.invoke(main, ["i18n", "check"])
    for locale in SHIPPED:
        assert f"{locale}: " in result.output and " texts translated." in result.output


def test_a_listed_language_without_a_catalog_fails_the_check(monkeypatch, tmp_path, runner):
    folder = tmp_path / "locale"
    shutil.copytree(engine.i18n.LOCALE_DIR, folder, ignore=shutil.ignore_patterns("*.mo"))
    monkeypatch.setattr(engine.i18n, "LOCALE_DIR", folder)
    with (folder / engine.i18n.LANGUAGES_FILE).open("a", encoding="utf-8") as handle:
        handle.write("it: Italiano\n")
    result = runner.invoke(main, ["i18n", "check"])
    assert result.exit_code == 1
    assert "it: listed in languages.yaml but has no catalog" in result.output


def test_catalogs_load_from_their_po_until_compiled_and_compiled_ones_are_not_committed(monkeypatch, tmp_path, runner):
    add_language(monkeypatch, tmp_path, "nl", "Nederlands")
    hand = Message("Your hand")
    assert not catalog_path("nl", ".mo").exists()
    assert render(hand, translations("nl")) == "«Your hand»"
    result = runner.invoke(main, ["i18n", "compile"])
    assert result.exit_code == 0, result.output
    catalog_path("nl").unlink()  # from now on only the compiled catalog can answer
    engine.i18n.reload_catalogs()
    assert render(hand, translations("nl")) == "«Your hand»"
    ignored = subprocess.run(["git", "check-ignore", "-q", "engine/locale/pl/LC_MESSAGES/pnpkit.mo"], cwd=ROOT)
    assert ignored.returncode == 0, "compiled catalogs (*.mo) must stay out of git"
