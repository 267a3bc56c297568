"""The ``build`` command: options checked up front, then each kit drawn and written by the pipeline.

Several kits (every game, every language) are built at once in parallel processes (generator/kits.py); with
--if-changed a kit whose inputs did not change since its last build is kept (generator/stamp.py). Nothing
here loads the drawing pipeline or a game's code: a build with nothing to do stays fast.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import click

from engine.cli_text import cli_render, command, echo, error_message, option
from engine.errors import PnpkitError
from engine.i18n import N_, Message, available_locales, is_known_locale, nmessage, render, translations
from engine.plugins import installed_game, match_name
from engine.pseudo import PSEUDO_LOCALE
from generator.cardsize import CARD_SIZES, METRIC
from generator.kits import DEFAULT_OUT, KitJob, KitResult, build_kits, takes_four_colour, worker_count
from generator.options import FLIPS, check_out, parse_offset
from generator.paper import PAPER_CHOICES, papers_for
from generator.stamp import is_up_to_date, kit_digest, shared_digest, tree_digest

ALL_LOCALES = "all"
ALL_GAMES = "all"


def _locales(ctx, param, value: str) -> tuple[str, ...]:
    """Read --locale: one shipped locale, the pseudo-locale (for translators), or every shipped one."""
    if value == ALL_LOCALES:
        return tuple(available_locales())
    if not is_known_locale(value):
        known = ", ".join([*available_locales(), ALL_LOCALES])
        raise click.BadParameter(
            cli_render(
                Message(N_("%(locale)r is not a shipped locale; choose from %(known)s"), locale=value, known=known)
            )
        )
    return (value,)


def _offset(ctx, param, value: str) -> tuple[float, float]:
    try:
        return parse_offset(value)
    except PnpkitError as error:
        raise click.BadParameter(cli_render(error.reason)) from None


class GameChoice(click.Choice):
    """A game's name as typed, hyphen or underscore alike (civil-suits, 17_21); the command gets the game's own name."""

    def convert(self, value, param, ctx):
        """Return the game's own name for any spelling of it; refuse a name that is no game's, as Choice does."""
        return super().convert(match_name(value, self.choices) if isinstance(value, str) else value, param, ctx)


def games_epilog(game_names: list[str], everything: str | None = None) -> Message:
    """Return a command's closing help: the games it takes, one a line; ``everything``: the name for all of them."""
    games = "\n".join(f"  {name}" for name in game_names)
    if everything is None:
        return Message(N_("GAME is one of:\n%(games)s"), games=games)
    return Message(
        N_("GAME is one of:\n%(games)s\n  %(all)s  (every game above that has a kit)"), games=games, all=everything
    )


paper_option = option(
    "--paper",
    type=click.Choice(PAPER_CHOICES),
    default="both",
    show_default=True,
    help=N_("The paper the kit is laid out for (both: one kit on each)."),
)


def build_command(game_names: list[str], kit_maker: Callable) -> click.Command:
    """Make the ``build`` command for the registered games; ``kit_maker(game)`` returns the game's kit function."""

    @command(
        name="build",
        help=N_(
            "Build a game's print-and-play kit: board, deck, markers, player aids, checklist, SVGs.\n\n"
            "Name several games, or all for every installed game's kit. Several kits (several games, or --locale all) "
            "are built at once, one process per core."
        ),
        epilog=games_epilog(game_names, ALL_GAMES),
    )
    @click.argument("games", nargs=-1, required=True, type=GameChoice([*game_names, ALL_GAMES]), metavar="GAME...")
    @option(
        "--locale",
        "locales",
        default="en",
        show_default=True,
        callback=_locales,
        help=Message(
            N_(
                "Language of the kit: %(locales)s, or %(all)s for each of them "
                "(%(pseudo)s: the pseudo-locale translators use to spot untranslated or tight texts)."
            ),
            locales=", ".join(available_locales()),
            all=ALL_LOCALES,
            pseudo=PSEUDO_LOCALE,
        ),
    )
    @paper_option
    @option(
        "--out",
        "out",
        type=click.Path(file_okay=False, path_type=Path),
        help=Message(
            N_(
                "Folder of the kit (default: output/GAME/LOCALE; with --locale all, one LOCALE folder in it each; "
                "with several games or %(all)s, one GAME/LOCALE folder in it each)."
            ),
            all=ALL_GAMES,
        ),
    )
    @option(
        "--rules",
        "rules_path",
        type=click.Path(exists=True, dir_okay=False, path_type=Path),
        help=N_("Use this rules.yaml instead of the game's shipped one."),
    )
    @option("--ink-saver", is_flag=True, help=N_("No full-bleed backgrounds or heavy fills."))
    @option(
        "--back-offset-mm",
        "offset",
        default="0,0",
        show_default=True,
        callback=_offset,
        metavar="X,Y",
        help=N_("Shift the card backs by X (right) and Y (down) mm, as read from the calibration sheet."),
    )
    @option("--flip", type=click.Choice(FLIPS), default="long", show_default=True, help=N_("Duplex flip edge."))
    @option("--print-shop", is_flag=True, help=N_("Also export every card as its own PDF and 300 dpi PNG."))
    @option(
        "--card-size",
        type=click.Choice(CARD_SIZES),
        default=METRIC.id,
        show_default=True,
        help=N_(
            "The size the cards are cut to, on the home sheets and in the print-shop files: metric (63 x 88 mm) "
            "or us (2.5 x 3.5 in)."
        ),
    )
    @option("--four-colour", is_flag=True, help=N_("A colour-blind-safe deck: each suit its own colour."))
    @option("--registration", is_flag=True, help=N_("Add print-then-cut marks for cutting machines to the deck."))
    @option(
        "--fold",
        is_flag=True,
        help=N_("Also lay out each deck for printers without duplex: fronts and backs side by side, folded and glued."),
    )
    @option("--no-codes", is_flag=True, help=N_("Print the card faces without their machine-readable codes."))
    @option(
        "--if-changed",
        is_flag=True,
        help=N_(
            "Keep a kit built from the same inputs (rules, game, engine and generator code, catalogs, fonts, "
            "options) whose files are all still there."
        ),
    )
    @option(
        "--jobs",
        "-j",
        type=click.IntRange(min=1),
        help=N_("Kits built at once, each in its own process (default: one per core)."),
    )
    @option("--quiet", is_flag=True, help=N_("No progress bar (there is none unless the output is a terminal)."))
    @click.pass_context
    def build_kit(
        ctx,
        games,
        locales,
        paper,
        out,
        rules_path,
        ink_saver,
        offset,
        flip,
        print_shop,
        card_size,
        four_colour,
        registration,
        fold,
        no_codes,
        if_changed,
        jobs,
        quiet,
    ):
        """Build a game's print-and-play kit: board, deck, markers, player aids, checklist, SVGs."""
        everything = ALL_GAMES in games
        if rules_path is not None and (everything or len(games) > 1):
            reason = Message(N_("--rules is one game's rules file: name that game alone."))
            raise click.UsageError(cli_render(reason))
        if four_colour and not everything and len(games) == 1 and not takes_four_colour(kit_maker(games[0])):
            reason = Message(
                N_("The kit of %(game)s has no four-colour deck: its cards are not a suited deck."), game=games[0]
            )
            raise click.UsageError(cli_render(reason))
        broken: list[str] = []
        if everything:
            games = _games_with_kits(game_names, broken)
        games = list(dict.fromkeys(games))  # each game once, in the order given
        several_games = len(games) > 1 or everything
        papers = tuple(each.id for each in papers_for(paper))
        planned = [
            KitJob(
                name,
                locale,
                check_out(_kit_folder(out, name, locale, several_games, several_locales=len(locales) > 1)),
                papers=papers,
                rules_path=rules_path,
                flip=flip,
                offset=offset,
                ink_saver=ink_saver,
                print_shop=print_shop,
                card_size=card_size,
                registration=registration,
                four_colour=four_colour,
                fold=fold,
                codes=not no_codes,
            )
            for name in games
            for locale in locales
        ]
        todo = _out_of_date(planned, if_changed)
        results: list[KitResult] = []

        def report(result: KitResult) -> None:
            results.append(result)
            if result.error is None:
                click.echo("\n".join(result.lines))
            else:  # among several kits, say which one failed
                reason = kit_error(result.job.label(), result.error) if len(planned) > 1 else result.error
                echo(error_message(reason), err=True)

        workers = min(jobs, len(todo)) if jobs else worker_count(len(todo))
        build_kits(todo, kit_maker, workers, report, progress=not quiet and sys.stderr.isatty())
        built = [result.job for result in results if result.error is None]
        if len(planned) > 1 and built:
            echo(_built_line(built, several_games))
        if broken or len(built) < len(results):
            ctx.exit(1)

    return build_kit


def _games_with_kits(game_names: list[str], broken: list[str]) -> list[str]:
    """Return the installed games that have a kit; a broken plug-in is reported, added to ``broken`` and left out."""
    games = []
    for name in game_names:
        try:
            if installed_game(name).plugin.kit is not None:
                games.append(name)
        except PnpkitError as error:  # only its own kit is lost, as for any other command
            echo(error_message(kit_error(name, error.reason)), err=True)
            broken.append(name)
    return games


def kit_error(kit: str, reason) -> Message:
    """Return an error's reason with the kit (or game) it stopped named first."""
    return Message(N_("%(kit)s: %(reason)s"), kit=kit, reason=reason)


def _kit_folder(out: Path | None, game: str, locale: str, several_games: bool, several_locales: bool) -> Path:
    """Return where a kit goes: --out itself for one kit, its LOCALE folder for one game's kits, else GAME/LOCALE."""
    if out is None or several_games:
        return (out or DEFAULT_OUT) / game / locale
    return out / locale if several_locales else out


def _out_of_date(jobs: list[KitJob], if_changed: bool) -> list[tuple[KitJob, str]]:
    """Return each job to build with the digest of its inputs; with ``if_changed``, say which kits are kept."""
    shared = shared_digest()
    games = {job.game: tree_digest(installed_game(job.game).folder) for job in jobs}
    todo = []
    for job in jobs:
        inputs = kit_digest(shared, games[job.game], job.rules_path, job.locale, job.options())
        if if_changed and is_up_to_date(job.out, inputs):
            kept = Message(N_("The kit in %(out)s is up to date."), out=str(job.out))
            click.echo(render(kept, translations(job.locale)))
        else:
            todo.append((job, inputs))
    return todo


def _built_line(built: list[KitJob], several_games: bool) -> Message:
    """Return the closing line of a build of several kits: how many, and which."""
    # Locale codes and game ids as typed on the command line, so they stay as they are in every language.
    if not several_games:
        locales = ", ".join(job.locale for job in built)
        return nmessage(
            "Built %(count)d kit: %(locales)s.", "Built %(count)d kits: %(locales)s.", len(built), locales=locales
        )
    by_game: dict[str, list[str]] = {}
    for job in built:
        by_game.setdefault(job.game, []).append(job.locale)
    kits = ", ".join(f"{game} ({', '.join(locales)})" for game, locales in by_game.items())
    return nmessage("Built %(count)d kit: %(kits)s.", "Built %(count)d kits: %(kits)s.", len(built), kits=kits)
