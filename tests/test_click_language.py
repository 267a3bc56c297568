"""Click's own words (Usage:, Options:, its errors) in the command line's language, and every one of them listed."""

from __future__ import annotations

import ast
from pathlib import Path

import click
import pytest
from babel.messages.extract import extract_from_dir

from engine.cli_text import LOCALE_VARIABLES
from engine.click_text import TEXTS
from engine.i18n import PLACEHOLDER
from pnpkit.cli import main

CLICK_SOURCE = Path(click.__file__).parent
# The names click marks its texts with: gettext's module functions.
CLICK_KEYWORDS = {"_": None, "ngettext": (1, 2)}
# Texts click translates by a variable (_(extra["required"])), which no extractor sees in its source.
READ_BY_VARIABLE = {"required"}


def _environment(**variables: str) -> dict[str, str | None]:
    """Return a runner's environment with only these locale variables set (the others unset)."""
    return {name: variables.get(name) for name in LOCALE_VARIABLES}


def _run(runner, args: list[str], **variables: str):
    """Run pnpkit (by that name) in an environment with only these locale variables set."""
    return runner.invoke(main, args, env=_environment(**variables), prog_name="pnpkit")


def _flat(text: str) -> str:
    """Return text with every run of white space one space (click wraps help to the terminal's width)."""
    return " ".join(text.split())


def _clicks_texts() -> set:
    """Return every text click's installed source marks: a msgid, or (singular, plural)."""
    found = extract_from_dir(CLICK_SOURCE, method_map=[("**.py", "python")], keywords=CLICK_KEYWORDS)
    return {message for _, _, message, _, _ in found}


def test_every_text_click_marks_is_listed_for_the_catalogs():
    """An upgraded click with a new (or changed) text fails here: add it to engine.click_text and translate it."""
    listed = set(TEXTS)
    texts = _clicks_texts()
    assert {"Usage:", ("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)")} <= texts
    assert not texts - listed, "click's texts missing from engine.click_text: " + repr(sorted(texts - listed, key=str))
    assert not listed - texts - READ_BY_VARIABLE, "texts click no longer has: " + repr(listed - texts)


def test_every_click_module_reads_its_texts_through_the_names_it_takes_from_gettext():
    # click_text.speak renames a module's _ and ngettext: that reaches every text only if each is read through them.
    for path in CLICK_SOURCE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        calls = {
            node.func.id for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        }
        taken = {
            alias.asname or alias.name
            for node in tree.body
            if isinstance(node, ast.ImportFrom) and node.module == "gettext"
            for alias in node.names
        }
        assert calls & set(CLICK_KEYWORDS) <= taken, path.name


def _english_pieces(output: str) -> set[str]:
    """Return the words of click's texts (its texts cut at their placeholders) that an output shows."""
    pieces = set()
    for text in TEXTS:
        for form in (text,) if isinstance(text, str) else text:
            words = [piece.strip() for piece in PLACEHOLDER.split(form) if len(piece.strip()) > 3]
            if words and all(word in output for word in words):
                pieces.update(words)
    return pieces


@pytest.mark.parametrize(
    ("args", "shown"),
    [
        (
            ["serve", "--help"],
            ["Aufruf: pnpkit serve", "Optionen:", "Diese Hilfe anzeigen und beenden.", "[Standard: 8000;"],
        ),
        (["--help"], ["Befehle:", "--version Die Version anzeigen und beenden."]),
        (
            ["serve", "--port", "x"],
            ["Hilfe mit 'pnpkit serve --help'.", "Fehler: Ungültiger Wert für '--port': 'x' ist"],
        ),
        (["bild"], ["Fehler: Unbekannter Befehl 'bild'. Meintest du 'build'?"]),
        (["build", "avcw", "--paper", "a5"], ["Fehler: Ungültiger Wert für '--paper': 'a5' ist keiner der Werte"]),
        (["build"], ["Fehler: Fehlendes Argument 'GAME...'."]),
    ],
)
def test_clicks_own_words_are_german_in_a_german_environment(runner, args, shown):
    english = _run(runner, args, LANG="C")
    clicks = _english_pieces(english.output)
    assert clicks, english.output  # the output has click's own words in English
    result = _run(runner, args, LANG="de_DE.UTF-8")
    text = _flat(result.output)
    assert result.exit_code == english.exit_code
    for words in shown:
        assert words in text
    assert not {piece for piece in clicks if piece in result.output}, result.output


def test_clicks_own_words_are_polish_and_french_too(runner):
    result = _run(runner, ["build", "--help"], LANGUAGE="pl")
    text = _flat(result.output)
    assert text.startswith("Użycie: pnpkit build") and "Opcje:" in text and "--help Pokaż tę pomoc i zakończ." in text
    assert "[domyślnie: both]" in text
    result = _run(runner, ["serve", "--port", "x"], LC_ALL="fr_FR.UTF-8")
    assert "Erreur\u00a0: Valeur invalide pour '--port'\u00a0: 'x' n'est pas une valeur valide" in result.output
    assert "Aide\u00a0: 'pnpkit serve --help'." in result.output


@pytest.mark.parametrize("variables", [{"LANG": "C"}, {"LANG": "it_IT.UTF-8"}, {"LANGUAGE": "en:de"}, {}])
def test_clicks_own_words_stay_as_click_writes_them_in_english_and_in_an_unshipped_language(runner, variables):
    # A German run first: its words must not stay behind (click keeps the --help option it made once).
    _run(runner, ["serve", "--help"], LANG="de_DE.UTF-8")
    result = _run(runner, ["serve", "--help"], **variables)
    text = _flat(result.output)
    assert text.startswith("Usage: pnpkit serve [OPTIONS]") and "Options:" in text
    assert "--help Show this message and exit." in text and "[default: 8000; 1<=x<=65535]" in text
    result = _run(runner, ["serve", "--port", "x"], **variables)
    assert result.output == (
        "Usage: pnpkit serve [OPTIONS]\nTry 'pnpkit serve --help' for help.\n\n"
        "Error: Invalid value for '--port': 'x' is not a valid integer range.\n"
    )


def test_clicks_own_words_take_the_pseudo_locale_with_their_placeholders_kept(runner):
    result = _run(runner, ["serve", "--port", "x"], LANGUAGE="qps")
    assert result.exit_code == 2 and "'--port'" in result.output and "'x'" in result.output
    assert "Error:" not in result.output and "Invalid value" not in result.output
