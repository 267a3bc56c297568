"""The command line's own texts (help, its messages) in the user's language, and every one of them marked."""

from __future__ import annotations

import click
import pytest
from babel.messages.pofile import read_po

from engine.cli_text import LOCALE_VARIABLES, TranslatedCommand, TranslatedOption, marked, user_locale
from engine.i18n import Message, template_path
from games.avcw.data import RULES_PATH
from pnpkit.cli import main
from tests.helpers import rules_copy

# Options that are click's own, with click's own words (translated as engine.click_text lists them).
CLICKS_OWN = {"help", "version"}


def _environment(**variables: str) -> dict[str, str | None]:
    """Return a runner's environment with only these locale variables set (the others unset)."""
    return {name: variables.get(name) for name in LOCALE_VARIABLES}


def _flat(text: str) -> str:
    """Return text with every run of white space one space (click wraps help to the terminal's width)."""
    return " ".join(text.split())


@pytest.mark.parametrize(
    ("variables", "locale"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANG": "fr_CA.UTF-8"}, "fr"),
        ({"LANG": "de_AT@euro"}, "de"),
        ({"LC_MESSAGES": "pl_PL.UTF-8", "LANG": "de_DE.UTF-8"}, "pl"),
        ({"LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "pl_PL.UTF-8"}, "fr"),
        ({"LANGUAGE": "it:pl:de", "LANG": "fr_FR.UTF-8"}, "pl"),  # the first shipped one of the list
        ({"LANGUAGE": "it", "LANG": "de_DE.UTF-8"}, "en"),  # the first variable set decides, as in gettext
        ({"LANGUAGE": "C:de", "LANG": "de_DE.UTF-8"}, "en"),  # C ends the list
        ({"LANG": "it_IT.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "POSIX"}, "en"),
        ({}, "en"),
    ],
)
def test_the_user_locale_is_read_from_the_environment_as_gettext_reads_it(variables, locale):
    assert user_locale(variables) == locale


def test_pnpkit_help_is_in_german_in_a_german_environment(runner):
    result = runner.invoke(main, ["--help"], env=_environment(LANG="de_DE.UTF-8"))
    assert result.exit_code == 0
    text = _flat(result.output)
    assert "Print-and-Play-Kits und ein Schiedsrichter auf dem Handy für historische Kartenspiele." in text
    assert "Prüft die Regeldaten eines Spiels und gibt sie aus." in text  # the rules command's short help
    assert "Aufruf: " in text and "Die Version anzeigen und beenden." in text  # click's own words too (click_text)


def test_build_help_is_in_german_in_a_german_environment(runner):
    result = runner.invoke(main, ["build", "--help"], env=_environment(LC_ALL="de_DE.UTF-8", LANG="C"))
    assert result.exit_code == 0
    text = _flat(result.output)
    assert "Baut das Print-and-Play-Kit eines Spiels" in text
    assert "Keine randlosen Hintergründe und keine kräftigen Flächen." in text  # --ink-saver
    assert "Sprache des Kits: en, pl, de, fr oder all für jede davon" in text  # a help with parameters
    assert "GAME ist eines dieser Spiele: 17-21 avcw" in text  # the epilog, its list kept one game a line
    assert "\n    avcw\n" in result.output


@pytest.mark.parametrize("lang", ["it_IT.UTF-8", "C", "pt_BR.UTF-8"])
def test_help_is_in_english_in_an_unshipped_locale(runner, lang):
    result = runner.invoke(main, ["build", "--help"], env=_environment(LANG=lang))
    assert result.exit_code == 0
    text = _flat(result.output)
    assert "Build a game's print-and-play kit" in text and "No full-bleed backgrounds or heavy fills." in text


def test_the_invalid_rules_data_error_is_in_german(runner, tmp_path):
    path = rules_copy(tmp_path, RULES_PATH, lambda data: data["leaders"]["rupert"].update(casualty_rating=7))
    result = runner.invoke(main, ["rules", "avcw", "--rules", str(path)], env=_environment(LANG="de_DE.UTF-8"))
    assert result.exit_code == 1
    assert f"Fehler: {path} enthält keine gültigen Regeldaten:" in result.output
    assert "leaders.rupert.casualty_rating" in result.output


def test_a_translators_mistake_is_reported_in_polish(runner):
    result = runner.invoke(main, ["i18n", "init", "qq"], env=_environment(LANGUAGE="pl"))
    assert result.exit_code == 1
    assert result.output == "błąd: 'qq' nie jest kodem języka znanym Babel (takim jak it, pt_BR)\n"


def test_a_valid_rules_file_is_reported_in_french(runner):
    result = runner.invoke(main, ["rules", "avcw"], env=_environment(LANG="fr_FR.UTF-8"))
    assert result.exit_code == 0
    assert "A Very Civil Whist\u00a0: les données de règles sont valides." in result.output
    assert "  leaders\u00a0: 8 entrées" in result.output  # the field names are the data's own, as in the JSON


def test_the_rules_title_is_the_rules_datas_text_in_the_users_language(runner):
    # The pseudo-locale (for translators) changes every text that goes through the catalogs.
    result = runner.invoke(main, ["rules", "avcw"], env=_environment(LANGUAGE="qps"))
    assert result.exit_code == 0 and "A Very Civil Whist" not in result.output


def test_the_games_output_keeps_its_own_locale_option(runner):
    # The command line's words follow the environment; what the game prints follows --locale (English by default).
    result = runner.invoke(main, ["simulate", "avcw", "--games", "2"], env=_environment(LANG="de_DE.UTF-8"))
    assert result.exit_code == 0 and result.output.startswith("2 games of avcw, random bots")


def _all_commands():
    """Return (path, command) for pnpkit and every command and subcommand under it."""
    found = []

    def walk(command: click.Command, path: str) -> None:
        found.append((path, command))
        if isinstance(command, click.Group):
            context = click.Context(command, info_name=path)
            for name in command.list_commands(context):
                walk(command.get_command(context, name), f"{path} {name}")

    walk(main, "pnpkit")
    return found


def _template_ids() -> set[str]:
    with template_path().open("rb") as handle:
        return {message.id if isinstance(message.id, str) else message.id[0] for message in read_po(handle)}


def _msgid(text) -> str:
    return text.msgid if isinstance(text, Message) else text


def test_every_command_and_option_help_is_a_marked_text():
    """A new command, option or epilog whose help is not marked for translation fails here."""
    texts = _template_ids()
    commands = _all_commands()
    assert {"pnpkit", "pnpkit build", "pnpkit serve", "pnpkit i18n check", "pnpkit check-kit"} <= {
        path for path, _ in commands
    }
    unmarked = []
    for path, command in commands:
        if not isinstance(command, TranslatedCommand) or _msgid(marked(command)) not in texts:
            unmarked.append(f"{path}: its help")
        if command.epilog is not None and _msgid(marked(command, "epilog")) not in texts:
            unmarked.append(f"{path}: its epilog")
        for param in command.params:
            if isinstance(param, click.Argument) or param.name in CLICKS_OWN:
                assert getattr(param, "help", None) is None or param.name in CLICKS_OWN, f"{path} {param.name}"
                continue
            if not isinstance(param, TranslatedOption) or _msgid(marked(param)) not in texts:
                unmarked.append(f"{path} {param.opts[0]}")
    assert not unmarked, "help not marked for translation (or the template not extracted): " + ", ".join(unmarked)
