"""The ``build`` command: options checked up front, then the game's kit drawn and written by the pipeline."""

from __future__ import annotations

import inspect
import sys
from collections.abc import Callable
from pathlib import Path

import click

from engine.errors import PnpkitError
from engine.i18n import N_, Message, available_locales, is_known_locale, nmessage, render, translations
from engine.plugins import match_name
from engine.pseudo import PSEUDO_LOCALE
from generator.paper import PAPER_CHOICES, papers_for

FLIPS = ("long", "short")  # as generator.cardsheet.FLIPS, which is only imported when a build runs


ALL_LOCALES = "all"


def _locales(ctx, param, value: str) -> tuple[str, ...]:
    """Read --locale: one shipped locale, the pseudo-locale (for translators), or every shipped one."""
    if value == ALL_LOCALES:
        return tuple(available_locales())
    if not is_known_locale(value):
        known = ", ".join([*available_locales(), ALL_LOCALES])
        raise click.BadParameter(
            render(Message(N_("%(locale)r is not a shipped locale; choose from %(known)s"), locale=value, known=known))
        )
    return (value,)


def _offset(ctx, param, value: str) -> tuple[float, float]:
    from generator.build import parse_offset

    try:
        return parse_offset(value)
    except PnpkitError as error:
        raise click.BadParameter(render(error.reason)) from None


class GameChoice(click.Choice):
    """A game's name as typed, hyphen or underscore alike (civil-suits, 17_21); the command gets the game's own name."""

    def convert(self, value, param, ctx):
        """Return the game's own name for any spelling of it; refuse a name that is no game's, as Choice does."""
        return super().convert(match_name(value, self.choices) if isinstance(value, str) else value, param, ctx)


def games_epilog(game_names: list[str]) -> str:
    """Return a command's closing help: the games it takes, one a line (kept as written, not rewrapped)."""
    return "\b\nGAME is one of:\n" + "\n".join(f"  {name}" for name in game_names)


def build_command(game_names: list[str], kit_maker: Callable) -> click.Command:
    """Make the ``build`` command for the registered games; ``kit_maker(game)`` returns the game's kit function."""

    @click.command(name="build", epilog=games_epilog(game_names))
    @click.argument("game", type=GameChoice(game_names), metavar="GAME")
    @click.option(
        "--locale",
        "locales",
        default="en",
        show_default=True,
        callback=_locales,
        help=f"Language of the kit: {', '.join(available_locales())}, or {ALL_LOCALES} for each in turn "
        f"({PSEUDO_LOCALE}: the pseudo-locale translators use to spot untranslated or tight texts).",
    )
    @click.option("--paper", type=click.Choice(PAPER_CHOICES), default="both", show_default=True)
    @click.option(
        "--out",
        "out",
        type=click.Path(file_okay=False, path_type=Path),
        help="Folder of the kit (default: output/GAME/LOCALE; with --locale all, one LOCALE folder in it each).",
    )
    @click.option(
        "--rules",
        "rules_path",
        type=click.Path(exists=True, dir_okay=False, path_type=Path),
        help="Use this rules.yaml instead of the game's shipped one.",
    )
    @click.option("--ink-saver", is_flag=True, help="No full-bleed backgrounds or heavy fills.")
    @click.option(
        "--back-offset-mm",
        "offset",
        default="0,0",
        show_default=True,
        callback=_offset,
        metavar="X,Y",
        help="Shift the card backs by X (right) and Y (down) mm, as read from the calibration sheet.",
    )
    @click.option("--flip", type=click.Choice(FLIPS), default="long", show_default=True, help="Duplex flip edge.")
    @click.option("--print-shop", is_flag=True, help="Also export every card as its own PDF and 300 dpi PNG.")
    @click.option("--four-colour", is_flag=True, help="A colour-blind-safe deck: each suit its own colour.")
    @click.option("--registration", is_flag=True, help="Add print-then-cut marks for cutting machines to the deck.")
    @click.option("--quiet", is_flag=True, help="No progress bar (there is none unless the output is a terminal).")
    def build_kit(
        game, locales, paper, out, rules_path, ink_saver, offset, flip, print_shop, four_colour, registration, quiet
    ):
        """Build a game's print-and-play kit: board, deck, markers, player aids, checklist, SVGs."""
        # The drawing pipeline loads only when a kit is built, so the other commands start fast.
        from generator.build import BuildOptions, build, check_flip, check_out

        maker = kit_maker(game)
        if four_colour and "four_colour" not in inspect.signature(maker).parameters:
            reason = Message(
                N_("The kit of %(game)s has no four-colour deck: its cards are not a suited deck."), game=game
            )
            raise click.UsageError(render(reason))
        several = len(locales) > 1
        folders = {
            locale: check_out(
                (out / locale if several else out) if out else Path("output") / game / locale,
            )
            for locale in locales
        }
        for locale, folder in folders.items():
            options = BuildOptions(
                papers=tuple(papers_for(paper)),
                out=folder,
                flip=check_flip(flip),
                offset=offset,
                ink_saver=ink_saver,
                print_shop=print_shop,
                language=locale,
                registration=registration,
            )
            tr = translations(locale)
            # Only asked of a game when chosen, so a game whose kit has no such option still builds.
            extra = {"four_colour": True} if four_colour else {}
            kit = maker(rules_path, tr, ink_saver, **extra)
            # A progress bar only on a terminal: in logs and CI, the summary's plain lines are enough.
            report = build(kit, options, tr, progress=not quiet and sys.stderr.isatty())
            _summarise(report, tr)
        if several:
            click.echo(
                render(
                    nmessage(
                        "Built %(count)d kit: %(locales)s.",
                        "Built %(count)d kits: %(locales)s.",
                        len(locales),
                        locales=", ".join(locales),
                    )
                )
            )

    return build_kit


def _summarise(report, tr) -> None:
    """Print what was written: one line per folder, each PDF, then where the checklists are."""

    def say(msgid: str, **params) -> str:
        return render(Message(msgid, **params), tr)

    folders: dict[str, list] = {}
    for written in report.files:
        folders.setdefault(written.path.split("/")[0], []).append(written)
    click.echo(say(N_("Built the kit in %(out)s (%(seconds).2f s):"), out=str(report.out), seconds=report.seconds))
    for folder, files in folders.items():
        size = sum(f.size for f in files) / 1_000_000
        line = render(
            nmessage("%(count)d file, %(size).2f MB", "%(count)d files, %(size).2f MB", len(files), size=size), tr
        )
        click.echo(f"  {folder + '/':13s} {line}")
        for f in files if folder not in ("svg", "print-shop") else ():
            pages = render(
                nmessage(
                    "%(count)d page, %(size)d kB", "%(count)d pages, %(size)d kB", f.pages, size=round(f.size / 1000)
                ),
                tr,
            )
            click.echo(f"      {f.path.split('/', 1)[1]:22s} {pages}")
    for path in (report.out / f.path for f in report.files if f.path.endswith("checklist.pdf")):
        click.echo(say(N_("Start with %(path)s: it lists what to print and how."), path=str(path)))
