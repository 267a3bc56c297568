"""``pnpkit build --locale all`` builds every shipped language, each with its summary in that language."""

from __future__ import annotations

import pypdfium2

from engine.i18n import Message, available_locales, render, translations
from engine.pseudo import PSEUDO_LOCALE
from pnpkit.cli import main


def _pdf_text(path) -> str:
    document = pypdfium2.PdfDocument(str(path))
    text = " ".join(document[i].get_textpage().get_text_range() for i in range(len(document)))
    document.close()
    return " ".join(text.split())


def test_locale_all_builds_every_shipped_language_and_no_other(tmp_path, runner):
    out = tmp_path / "kits"
    result = runner.invoke(main, ["build", "avcw", "--locale", "all", "--paper", "a4", "--out", str(out), "--quiet"])
    assert result.exit_code == 0, result.output
    assert sorted(path.name for path in out.iterdir()) == sorted(available_locales())
    for locale in available_locales():
        summary = translations(locale).gettext("Built the kit in %(out)s (%(seconds).2f s):")
        assert f"{summary.split('%(out)s')[0]}{out / locale}" in result.output, locale
        assert (out / locale / "a4" / "checklist.pdf").exists() and (out / locale / "svg" / "board.svg").exists()
    assert f"Built {len(available_locales())} kits: {', '.join(available_locales())}." in result.output
    # The Polish deck prints the Polish title of the Queen of Hearts' event.
    title = render(Message("Solemn League and Covenant", context="avcw"), translations("pl"))
    assert title != "Solemn League and Covenant" and title in _pdf_text(out / "pl" / "a4" / "deck.pdf")


def test_the_pseudo_locale_builds_for_translators_and_the_help_names_it_apart_from_the_languages(tmp_path, runner):
    help_text = " ".join(runner.invoke(main, ["build", "--help"]).output.split())
    assert f"Language of the kit: {', '.join(available_locales())}, or all for each of them" in help_text
    assert f"({PSEUDO_LOCALE}: the pseudo-locale translators use" in help_text
    out = tmp_path / "qps"
    result = runner.invoke(main, ["build", "avcw", "--locale", PSEUDO_LOCALE, "--paper", "a4", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert (out / "a4" / "aids.pdf").exists()
