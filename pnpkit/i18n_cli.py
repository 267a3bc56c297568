"""``pnpkit i18n``: the translators' commands (extract, init, update, check, compile); see docs/translating.md."""

from __future__ import annotations

import click

from pnpkit import catalogs


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
    click.echo(f"{catalogs.template_path()}: {count} texts, {state}.")


@i18n.command()
@click.argument("locale")
def init(locale):
    """Start the catalog of a new language (then add its line to engine/locale/languages.yaml)."""
    try:
        path = catalogs.init(locale)
    except (FileExistsError, ValueError) as error:
        raise click.ClickException(str(error)) from None
    click.echo(f"{path}: started from the template. Translate it, then add '{locale}: <name>' to languages.yaml.")


@i18n.command()
def update():
    """Bring every catalog in line with the template: new texts added empty, removed ones dropped."""
    for locale in catalogs.update():
        click.echo(f"{locale}: updated.")


@i18n.command()
def check():
    """Report each catalog's completeness and every problem (untranslated, fuzzy, placeholders); fail on any."""
    failed = False
    for locale in catalogs.catalog_locales():
        report = catalogs.check(locale)
        click.echo(f"{locale}: {report.translated} of {report.total} texts translated.")
        for problem in report.problems:
            click.echo(f"  {problem}")
        failed = failed or bool(report.problems)
    if failed:
        raise click.exceptions.Exit(1)


@i18n.command(name="compile")
def compile_command():
    """Write a compiled .mo beside every catalog (optional: .po files are compiled in memory otherwise)."""
    for path in catalogs.compile_catalogs():
        click.echo(f"{path}: written.")
