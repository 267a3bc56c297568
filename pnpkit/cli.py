"""The pnpkit command line: inspect rules data, replay and simulate games, build kits, serve the companion,
and keep the translation catalogs. Every game command takes --rules PATH to use another copy of its data."""

from __future__ import annotations

import importlib
import json
import random
import sys
from pathlib import Path

import click

from engine.errors import PnpkitError, RulesDataError
from engine.i18n import N_, Message, available_locales, is_known_locale, render, translations
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
}

rules_option = click.option(
    "--rules",
    "rules_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Use this rules.yaml instead of the game's shipped one.",
)
locale_option = click.option("--locale", default="en", show_default=True, help="Language of the printed text.")
option_option = click.option(
    "--option",
    "options",
    multiple=True,
    metavar="NAME=true|false",
    help="Set a game option (repeatable).",
)
game_argument = click.argument("game", type=GameChoice(game_names()), metavar="GAME")


def parse_options(pairs: tuple[str, ...]) -> dict:
    """Read NAME=true|false pairs into a dict of booleans."""
    options = {}
    for pair in pairs:
        name, _, value = pair.partition("=")
        if value.lower() not in ("true", "false", "1", "0", "yes", "no", "on", "off"):
            raise click.BadParameter(f"{pair!r}: write NAME=true or NAME=false", param_hint="--option")
        options[name] = value.lower() in ("true", "1", "yes", "on")
    return options


def check_locale(locale: str) -> None:
    """Refuse a locale that has no catalog (the pseudo-locale is accepted, for translators)."""
    if not is_known_locale(locale):
        known = ", ".join(available_locales())
        reason = Message(N_("%(locale)r is not a shipped locale; choose from %(known)s"), locale=locale, known=known)
        raise click.BadParameter(render(reason), param_hint="--locale")


class PnpkitGroup(click.Group):
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
        try:
            return super().invoke(ctx)
        except RulesDataError as error:
            click.echo(f"error: {error.path} is not valid rules data:", err=True)
            for problem in error.problems:
                click.echo(f"  {problem}", err=True)
            ctx.exit(1)
        except PnpkitError as error:
            click.echo(f"error: {render(error.reason)}", err=True)
            ctx.exit(1)


@click.group(cls=PnpkitGroup)
@click.version_option(package_name="pnpkit")
def main():
    """Print-and-play kits and a phone referee for historical card games."""


@main.command(epilog=games_epilog(game_names()))
@game_argument
@rules_option
@click.option("--json", "as_json", is_flag=True, help="Print the validated rules data as JSON.")
def rules(game, rules_path, as_json):
    """Validate a game's rules data and print it."""
    loaded = get_game(game, rules_path)
    data = loaded.rules_json()
    if as_json:
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))
        return
    click.echo(f"{data['title']}: rules data is valid.")
    for key, value in data.items():
        if isinstance(value, dict | list):
            click.echo(f"  {key}: {len(value)} entries")


@main.command(name="replay", epilog=games_epilog(game_names()))
@game_argument
@click.argument("log_file", type=click.File("r", encoding="utf-8"))
@click.option("--seed", default=0, show_default=True, help="Seed for draws the log leaves to the app.")
@option_option
@rules_option
@locale_option
@click.option("--lines", is_flag=True, help="Print the game's log lines instead of the final state.")
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


@main.command(epilog=games_epilog(game_names()))
@game_argument
@click.option("--games", "count", default=100, show_default=True, type=click.IntRange(1, 10_000_000))
@click.option("--seed", default=1, show_default=True)
@click.option("--bot", type=click.Choice(["random", "greedy"]), default="random", show_default=True)
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


@main.command(epilog=games_epilog(game_names()))
@game_argument
@click.option("--seed", default=1, show_default=True)
@option_option
@rules_option
@locale_option
@click.option(
    "--jsonl",
    is_flag=True,
    help="Print the game's actions as JSON lines, the log `pnpkit replay` reads, instead of its story.",
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
        # Every draw is written out with its outcome, so the log replays the same game under any seed.
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
