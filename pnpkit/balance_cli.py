"""``pnpkit balance``: play a game many times with bots on every core and write the balance report (one HTML page)."""

from __future__ import annotations

from pathlib import Path

import click

from engine.cli_text import command, echo, option
from engine.i18n import N_, Message, nmessage, translations
from engine.plugins import game_names, get_game
from engine.simulate import BOTS
from generator.cli import games_epilog
from pnpkit.balance import Batch, collect
from pnpkit.balancereport import make_report
from pnpkit.cli import check_locale, game_argument, locale_option, option_option, parse_options, rules_option


@command(
    help=N_("Play GAME many times with bots and write a report of its balance as one HTML page."),
    epilog=games_epilog(game_names()),
)
@game_argument
@option("--bot", type=click.Choice(BOTS), default="random", show_default=True, help=N_("The bot in every seat."))
@option(
    "--games", "count", default=200, show_default=True, type=click.IntRange(1, 1_000_000), help=N_("Games to play.")
)
@option("--seed", default=1, show_default=True, help=N_("The first game's seed; the others follow it."))
@option("--processes", type=click.IntRange(1, 256), help=N_("Worker processes (default: one per core)."))
@option("--out", type=click.Path(dir_okay=False, path_type=Path), help=N_("The page to write."))
@option_option
@rules_option
@locale_option
def balance(game, bot, count, seed, processes, out, options, rules_path, locale):
    """Play GAME many times with bots and write a report of its balance as one HTML page."""
    check_locale(locale)
    loaded = get_game(game, rules_path)
    batch = Batch(game, count, seed, bot, parse_options(options), rules_path)
    loaded.new_initial_state(seed=seed, options=batch.options)  # refuses unknown options before any work
    records, calibration = collect(batch, processes)
    out = out or Path(f"balance-{game}.html")
    out.write_text(make_report(batch, loaded, records, calibration, translations(locale), locale), encoding="utf-8")
    games = nmessage("%(count)d game", "%(count)d games", len(records))
    more = nmessage("%(count)d more to measure the bot", "%(count)d more to measure the bot", len(calibration))
    echo(Message(N_("%(out)s: %(games)s, %(more)s."), out=str(out), games=games, more=more))
