"""The pnpkit command line: inspect rules data, replay and simulate games, build kits, serve the companion,
and keep the translation catalogs. Every game command takes --rules PATH to use another copy of its data."""

from __future__ import annotations

import importlib
import json
import random
import sys
from pathlib import Path

import click

from engine.cli_text import TranslatedGroup, TranslatedOption, cli_render, echo, error_message, option
from engine.errors import PnpkitError
from engine.i18n import N_, Message, available_locales, is_known_locale, nmessage, render, translations
from engine.plugins import game_names, get_game, get_kit_maker
from engine.replay import read_jsonl, replay
from engine.simulate import GreedyBot, play_game
from engine.simulate import simulate as run_simulation
from generator.cli import GameChoice, build_command, games_epilog
from generator.preflight.cli import check_kit_command
from pnpkit.summary import summary_lines

# Commands whose modules are heavy (Flask; pydantic and Babel's extraction), imported only when run or listed,
# so that `pnpkit build` (make run's kits, up to date or not) starts without them.
LAZY_COMMANDS = {
    "serve": "companion.cli:serve",
    "i18n": "pnpkit.i18n_cli:i18n",
    "balance": "pnpkit.balance_cli:balance",  # matplotlib, for its plots
    "scan": "pnpkit.scan_cli:scan",  # zxing-cpp and the kits' drawing, to read the photos
}

rules_option = option(
    "--rules",
    "rules_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help=N_("Use this rules.yaml instead of the game's shipped one."),
)
# The language of what the command prints of the game (its log, its report), English unless asked: a game's
# output is the same on every machine. The command line's own words follow the user's environment (cli_text).
locale_option = option("--locale", default="en", show_default=True, help=N_("Language of the printed text."))
option_option = option(
    "--option",
    "options",
    multiple=True,
    metavar="NAME=true|false",
    help=N_("Set a game option (repeatable)."),
)

game_argument = click.argument("game", type=GameChoice(game_names()), metavar="GAME")


def parse_options(pairs: tuple[str, ...]) -> dict:
    """Read NAME=true|false pairs into a dict of booleans."""
    options = {}
    for pair in pairs:
        name, _, value = pair.partition("=")
        if value.lower() not in ("true", "false", "1", "0", "yes", "no", "on", "off"):
            reason = Message(N_("%(pair)r: write NAME=true or NAME=false"), pair=pair)
            raise click.BadParameter(cli_render(reason), param_hint="--option")
        options[name] = value.lower() in ("true", "1", "yes", "on")
    return options


def check_locale(locale: str) -> None:
    """Refuse a locale that has no catalog (the pseudo-locale is accepted, for translators)."""
    if not is_known_locale(locale):
        known = ", ".join(available_locales())
        reason = Message(N_("%(locale)r is not a shipped locale; choose from %(known)s"), locale=locale, known=known)
        raise click.BadParameter(cli_render(reason), param_hint="--locale")


class PnpkitGroup(TranslatedGroup):
    """Turns pnpkit's own errors into a clear message and exit status 1, never a traceback; loads LAZY_COMMANDS."""

    def list_commands(self, ctx):
        """List the commands, the lazily loaded ones included."""
        return sorted({*super().list_commands(ctx), *LAZY_COMMANDS})

    def get_command(self, ctx, name):
        """Return a command, importing its module first if it is one of LAZY_COMMANDS."""
        if name in LAZY_COMMANDS and name not in self.commands:
            module, _, attribute = LAZY_COMMANDS[name].partition(":")
            self.add_command(getattr(importlib.import_module(module), attribute), name)
        return super().get_command(ctx, name)

    def invoke(self, ctx):
        """Run the command, reporting a pnpkit error as its message and exit status 1."""
        try:
            return super().invoke(ctx)
        except PnpkitError as error:  # a RulesDataError's reason names the file and lists every fault
            echo(error_message(error.reason), err=True)
            ctx.exit(1)


@click.group(cls=PnpkitGroup, help=N_("Print-and-play kits and a phone referee for historical card games."))
@click.version_option(package_name="pnpkit", cls=TranslatedOption, help=N_("Show the version and exit."))
def main():
    """Print-and-play kits and a phone referee for historical card games."""
    pass  # its help is the group's (marked for translation); the commands do the work


@main.command(help=N_("Validate a game's rules data and print it."), epilog=games_epilog(game_names()))
@game_argument
@rules_option
@option("--json", "as_json", is_flag=True, help=N_("Print the validated rules data as JSON."))
def rules(game, rules_path, as_json):
    """Validate a game's rules data and print it."""
    loaded = get_game(game, rules_path)
    data = loaded.rules_json()
    if as_json:
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))
        return
    # The title is a text of the rules data, translated in the context of its game (pnpkit.catalogs).
    title = Message(data["title"], data["game"])
    echo(Message(N_("%(title)s: rules data is valid."), title=title))
    for key, value in data.items():
        if isinstance(value, dict | list):  # the key is the data's own field name, as in the JSON
            line = nmessage("%(key)s: %(count)d entry", "%(key)s: %(count)d entries", len(value), key=key)
            click.echo("  " + cli_render(line))


@main.command(
    name="replay",
    help=N_("Replay a log of JSON actions (one per line) and print the final public state."),
    epilog=games_epilog(game_names()),
)
@game_argument
@click.argument("log_file", type=click.File("r", encoding="utf-8"))
@option("--seed", default=0, show_default=True, help=N_("Seed for draws the log leaves to the app."))
@option_option
@rules_option
@locale_option
@option("--lines", is_flag=True, help=N_("Print the game's log lines instead of the final state."))
def replay_command(game, log_file, seed, options, rules_path, locale, lines):
    """Replay a log of JSON actions (one per line) and print the final public state."""
    check_locale(locale)
    loaded = get_game(game, rules_path)
    result = replay(loaded, read_jsonl(log_file.read()), seed=seed, options=parse_options(options))
    if lines:
        tr = translations(locale)
        for line in result.lines:
            click.echo(render(line, tr))
    else:
        click.echo(json.dumps(result.state.view(None), indent=2, ensure_ascii=False))


@main.command(
    help=N_("Play whole games with bots, check every state's invariants, and report the results."),
    epilog=games_epilog(game_names()),
)
@game_argument
@option(
    "--games",
    "count",
    default=100,
    show_default=True,
    type=click.IntRange(1, 10_000_000),
    help=N_("Games to play."),
)
@option("--seed", default=1, show_default=True, help=N_("The first game's seed; the others follow it."))
@option(
    "--bot",
    type=click.Choice(["random", "greedy"]),
    default="random",
    show_default=True,
    help=N_("The bot in every seat."),
)
@option_option
@rules_option
@locale_option
def simulate(game, count, seed, bot, options, rules_path, locale):
    """Play whole games with bots, check every state's invariants, and report the results."""
    check_locale(locale)
    loaded = get_game(game, rules_path)
    summary = run_simulation(loaded, count, seed, bot, options=parse_options(options))
    tr = translations(locale)
    heading, *figures = summary_lines(summary, game, loaded.seats, bot, seed)
    click.echo(render(heading, tr))
    for line in figures:
        click.echo("  " + render(line, tr))


@main.command(
    help=N_("Play one seeded game between greedy bots, one for each seat, and print its log."),
    epilog=games_epilog(game_names()),
)
@game_argument
@option("--seed", default=1, show_default=True, help=N_("Seed of the game's draws."))
@option_option
@rules_option
@locale_option
@option(
    "--jsonl",
    is_flag=True,
    help=N_("Print the game's actions as JSON lines, the log `pnpkit replay` reads, instead of its story."),
)
def demo(game, seed, options, rules_path, locale, jsonl):
    """Play one seeded game between greedy bots, one for each seat, and print its log."""
    check_locale(locale)
    loaded = get_game(game, rules_path)
    rng = random.Random(seed)
    bots = {seat: GreedyBot(rng, loaded.evaluate) for seat in loaded.seats}
    actions: list = []
    state = play_game(loaded, seed, bots, options=parse_options(options), record=actions, log=True)
    if jsonl:
        # Every draw is written out with its outcome, so the log replays the same game under any seed. The log
        # is for `pnpkit replay` (a machine), so its comment line stays as it is in every language.
        click.echo(f"# pnpkit demo {game} --seed {seed}" + "".join(f" --option {pair}" for pair in options))
        for action in actions:
            click.echo(json.dumps(loaded.action_to_json(action), ensure_ascii=False))
        return
    tr = translations(locale)
    for line in state.log:
        click.echo(render(line, tr))


main.add_command(build_command(game_names(), get_kit_maker))
main.add_command(check_kit_command(game_names(), get_kit_maker))

if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
