"""``pnpkit i18n``: the translators' commands (extract, init, update, check, compile); see docs/translating.md."""

from __future__ import annotations

from pathlib import Path

import click

from engine.i18n import SOURCE_LOCALE, available_locales, catalog_path
from pnpkit import catalogs


def _shown(path: Path) -> Path:
    """Return a path as seen from the current folder when it is below it (shorter to read)."""
    try:
        return path.relative_to(Path.cwd())
    except ValueError:
        return path


@click.group()
def i18n():
    """Keep the translation catalogs in step with the code, the templates and the rules data."""


@i18n.command()
def extract():
    """Collect every translatable text into the template (engine/locale/pnpkit.pot)."""
    template = catalogs.extract()
    changed = catalogs.write_template(template)
    count = len([message for message in template if message.id])
    state = "written" if changed else "already up to date"
    click.echo(f"{_shown(catalogs.template_path())}: {count} texts, {state}.")


@i18n.command()
@click.argument("locale")
def init(locale):
    """Start the catalog of a new language (then add its line to engine/locale/languages.yaml)."""
    try:
        path = catalogs.init(locale)
    except (FileExistsError, ValueError) as error:
        raise click.ClickException(str(error)) from None
    click.echo(f"{_shown(path)}: started from the template. Translate it, then add '{locale}: <name>' to")
    click.echo("engine/locale/languages.yaml (docs/translating.md).")


@i18n.command()
def update():
    """Bring every catalog in line with the template: new texts empty, changed ones fuzzy, removed ones dropped."""
    for locale in catalogs.update():
        click.echo(f"{locale}: updated.")


@i18n.command()
def check():
    """Report each catalog's completeness and every problem (untranslated, fuzzy, placeholders); fail on any."""
    failed = False
    shipped = [locale for locale in available_locales() if locale != SOURCE_LOCALE]
    for locale in sorted(set(shipped) | set(catalogs.catalog_locales()), key=_order(shipped)):
        if not catalog_path(locale).exists():
            click.echo(f"{locale}: listed in languages.yaml but has no catalog (run `pnpkit i18n init {locale}`).")
            failed = True
            continue
        report = catalogs.check(locale)
        listed = "" if locale in shipped else " Not shipped yet: add its line to languages.yaml."
        click.echo(f"{locale}: {report.translated} of {report.total} texts translated.{listed}")
        for problem in report.problems:
            click.echo(f"  {problem}")
        failed = failed or bool(report.problems)
    if failed:
        raise click.exceptions.Exit(1)


def _order(shipped: list[str]):
    """Sort shipped languages in their configured order, then any others by code."""
    return lambda locale: (shipped.index(locale) if locale in shipped else len(shipped), locale)


@i18n.command(name="compile")
def compile_command():
    """Write a compiled .mo beside every catalog (optional: .po files are compiled in memory otherwise)."""
    for path in catalogs.compile_catalogs():
        click.echo(f"{_shown(path)}: written.")
