"""The ``check-kit`` command: read a built kit back from its PDFs and report every preflight finding.

A kit not built yet (no PDF in its folder) is built first, as ``pnpkit build`` would build it. A folder that
holds a kit already is never built again (that would replace what its owner built, with other options): a paper
asked that it lacks is named, and the papers it has are checked.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import click

from engine.cli_text import cli_render, command, echo, option
from engine.i18n import N_, Message, available_locales, nmessage, render, translations
from generator.cli import ALL_LOCALES, DEFAULT_OUT, GameChoice, _locales, games_epilog, paper_option
from generator.paper import papers_for


def check_kit_command(game_names: list[str], kit_maker: Callable) -> click.Command:
    """Make the ``check-kit`` command for the registered games; ``kit_maker(game)`` returns the game's kit function."""

    @command(
        name="check-kit",
        help=N_(
            "Check a built kit against the print rules, read back from its PDFs (building it first if missing).\n\n"
            "Each finding names the file, the page, the place in mm from the page's top-left and the component. "
            "The exit status is 1 when there is any finding."
        ),
        epilog=games_epilog(game_names),
    )
    @click.argument("game", type=GameChoice(game_names), metavar="GAME")
    @option(
        "--locale",
        "locales",
        default="en",
        show_default=True,
        callback=_locales,
        help=Message(
            N_("Language of the kit: %(locales)s, or %(all)s for each of them."),
            locales=", ".join(available_locales()),
            all=ALL_LOCALES,
        ),
    )
    @paper_option
    @option(
        "--out",
        "out",
        type=click.Path(file_okay=False, path_type=Path),
        help=N_("Folder of the kit (default: output/GAME/LOCALE; with --locale all, one LOCALE folder in it each)."),
    )
    @click.pass_context
    def check_kit(ctx, game, locales, paper, out):
        """Check a built kit against the print rules, read back from its PDFs (building it first if missing)."""
        from generator.preflight.check import check_kit as run_checks

        papers = tuple(each.id for each in papers_for(paper))
        count = 0
        for locale in locales:
            folder = (out / locale if len(locales) > 1 else out) if out is not None else DEFAULT_OUT / game / locale
            present = _build_if_missing(kit_maker(game), folder, papers, locale)
            if not present:
                raise click.UsageError(
                    cli_render(Message(N_("%(folder)s holds no kit for the paper asked."), folder=str(folder)))
                )
            report = run_checks(folder, present)
            tr = translations(locale)
            for finding in report.findings:
                click.echo(finding.line(tr))
            count += len(report.findings)
            summary = Message(
                N_("%(folder)s: smallest type %(size).1f pt, tallest overlap %(overlap).1f mm."),
                folder=str(folder),
                size=report.smallest_type,
                overlap=report.tallest_overlap,
            )
            click.echo(render(summary, tr))
        if count:
            echo(nmessage("%(count)d finding.", "%(count)d findings.", count), err=True)
            ctx.exit(1)
        echo(Message(N_("No findings.")))

    return check_kit


def _build_if_missing(kit_function: Callable, folder: Path, papers: tuple[str, ...], locale: str) -> tuple[str, ...]:
    """Build the kit into an empty ``folder``; return the papers asked that the folder's kit has, naming any other."""
    present = tuple(paper for paper in papers if any((folder / paper).glob("*.pdf")))
    if present != papers and any(folder.glob("*/*.pdf")):  # a kit built already, for other papers
        missing = ", ".join(paper for paper in papers if paper not in present)
        told = N_(
            "%(folder)s has no kit for %(papers)s; it is not built again over the kit there (pnpkit build does it)."
        )
        echo(Message(told, folder=str(folder), papers=missing), err=True)
    if present or any(folder.glob("*/*.pdf")):
        return present
    from generator.build import build
    from generator.options import BuildOptions

    tr = translations(locale)
    options = BuildOptions(
        papers=tuple(papers_for(papers[0] if len(papers) == 1 else "both")), out=folder, language=locale
    )
    build(kit_function(None, tr), options, tr, progress=False)
    return papers
