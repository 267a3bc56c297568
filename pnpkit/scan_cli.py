"""``pnpkit scan GAME PHOTO...``: the cards each photo shows, read from their printed codes."""

from __future__ import annotations

import json
from pathlib import Path

import click

from engine.cli_text import command, echo, error_message, option
from engine.errors import PnpkitError
from engine.i18n import N_, Message, nmessage
from engine.plugins import game_names
from generator.cli import GameChoice, games_epilog


@command(
    name="scan",
    help=N_(
        "Read the cards in photos of a game's printed cards, from the codes on their faces.\n\n"
        "Each card is named as the print-shop files name it, once for each copy seen."
    ),
    epilog=games_epilog(game_names()),
)
@click.argument("game", type=GameChoice(game_names()), metavar="GAME")
@click.argument("photos", nargs=-1, required=True, type=click.Path(dir_okay=False, path_type=Path), metavar="PHOTO...")
@option(
    "--rules",
    "rules_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help=N_("Use this rules.yaml instead of the game's shipped one."),
)
@option("--json", "as_json", is_flag=True, help=N_('One JSON line a photo: {"photo", "cards", "unread"}.'))
@click.pass_context
def scan(ctx, game, photos, rules_path, as_json):
    """Read the cards in photos of a game's printed cards, from the codes on their faces."""
    from generator.cardscan import code_table, read_file

    table = code_table(game, str(rules_path) if rules_path else None)
    if table is None:
        echo(error_message(Message(N_("The kit of %(game)s prints no card codes."), game=game)), err=True)
        ctx.exit(1)
    failed = False
    for photo in photos:
        try:
            reading = read_file(photo, table)
        except OSError as error:
            echo(error_message(f"{photo}: {error.strerror}"), err=True)
            failed = True
            continue
        except PnpkitError as error:
            echo(error_message(Message(N_("%(photo)s: %(reason)s"), photo=str(photo), reason=error.reason)), err=True)
            failed = True
            continue
        unread = reading.unread + reading.other_game  # as this game's cards, another game's are not read
        if as_json:
            click.echo(json.dumps({"photo": str(photo), "cards": reading.names(), "unread": unread}))
            continue
        cards = ", ".join(reading.names()) or "-"
        echo(
            nmessage(
                "%(photo)s: %(count)d card: %(cards)s",
                "%(photo)s: %(count)d cards: %(cards)s",
                len(reading.cards),
                photo=str(photo),
                cards=cards,
            )
        )
        if unread:
            echo(nmessage("  %(count)d code not read", "  %(count)d codes not read", unread))
    if failed:
        ctx.exit(1)
