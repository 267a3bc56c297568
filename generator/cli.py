"""The ``build`` command: options checked up front, then the game's kit drawn and written by the pipeline."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import click

from engine.errors import PnpkitError
from engine.i18n import available_locales, render, translations
from generator.build import BuildOptions, build, check_flip, check_out, parse_offset
from generator.cardsheet import FLIPS
from generator.paper import PAPER_CHOICES, papers_for


def _locale(ctx, param, value: str) -> str:
    if value not in available_locales():
        raise click.BadParameter(f"{value!r} is not a shipped locale; choose from {', '.join(available_locales())}")
    return value


def _offset(ctx, param, value: str) -> tuple[float, float]:
    try:
        return parse_offset(value)
    except PnpkitError as error:
        raise click.BadParameter(render(error.reason)) from None


def build_command(game_names: list[str], kit_maker: Callable) -> click.Command:
    """Make the ``build`` command for the registered games; ``kit_maker(game)`` returns the game's kit function."""

    @click.command(name="build")
    @click.argument("game", type=click.Choice(game_names))
    @click.option("--locale", default="en", show_default=True, callback=_locale, help="Language of the kit.")
    @click.option("--paper", type=click.Choice(PAPER_CHOICES), default="both", show_default=True)
    @click.option(
        "--out",
        "out",
        type=click.Path(file_okay=False, path_type=Path),
        help="Folder of the kit (default: output/GAME/LOCALE).",
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
    @click.option("--quiet", is_flag=True, help="No progress bar.")
    def build_kit(game, locale, paper, out, rules_path, ink_saver, offset, flip, print_shop, quiet):
        """Build a game's print-and-play kit: board, deck, markers, player aids, checklist, SVGs."""
        options = BuildOptions(
            papers=tuple(papers_for(paper)),
            out=check_out(out or Path("output") / game / locale),
            flip=check_flip(flip),
            offset=offset,
            ink_saver=ink_saver,
            print_shop=print_shop,
        )
        tr = translations(locale)
        kit = kit_maker(game)(rules_path, tr, ink_saver)
        report = build(kit, options, tr, progress=not quiet)
        _summarise(report)

    return build_kit


def _summarise(report) -> None:
    """Print what was written: one line per folder, then where the checklist is."""
    folders: dict[str, list] = {}
    for written in report.files:
        folders.setdefault(written.path.split("/")[0], []).append(written)
    click.echo(f"Built the kit in {report.out} ({report.seconds:.2f} s):")
    for folder, files in folders.items():
        pages = sum(f.pages or 0 for f in files)
        size = sum(f.size for f in files) / 1_000_000
        page_text = f", {pages} pages" if pages else ""
        click.echo(f"  {folder + '/':13s} {len(files):3d} files{page_text}, {size:.2f} MB")
        if folder not in ("svg", "print-shop"):
            for f in files:
                click.echo(f"      {f.path.split('/', 1)[1]:22s} {f.pages:3d} pages  {f.size / 1000:7.0f} kB")
    checklists = [report.out / f.path for f in report.files if f.path.endswith("checklist.pdf")]
    for path in checklists:
        click.echo(f"Start with {path}: it lists what to print and how.")
