"""``pnpkit i18n``: the translators' commands (extract, init, update, check, compile); see docs/translating.md."""

from __future__ import annotations

from pathlib import Path

import click

from engine.cli_text import cli_render, echo, group
from engine.i18n import N_, SOURCE_LOCALE, Message, available_locales, catalog_path, nmessage
from pnpkit import catalogs


def _shown(path: Path) -> Path:
    """Return a path as seen from the current folder when it is below it (shorter to read)."""
    try:
        return path.relative_to(Path.cwd())
    except ValueError:
        return path


@group(help=N_("Keep the translation catalogs in step with the code, the templates and the rules data."))
def i18n():
    """Keep the translation catalogs in step with the code, the templates and the rules data."""
    pass  # its help is the group's (marked for translation); the commands do the work


@i18n.command(help=N_("Collect every translatable text into the template (engine/locale/pnpkit.pot)."))
def extract():
    """Collect every translatable text into the template (engine/locale/pnpkit.pot)."""
    template = catalogs.extract()
    changed = catalogs.write_template(template)
    count = len([message for message in template if message.id])
    path = str(_shown(catalogs.template_path()))
    if changed:
        echo(nmessage("%(path)s: %(count)d text, written.", "%(path)s: %(count)d texts, written.", count, path=path))
    else:
        echo(
            nmessage(
                "%(path)s: %(count)d text, already up to date.",
                "%(path)s: %(count)d texts, already up to date.",
                count,
                path=path,
            )
        )


@i18n.command(help=N_("Start the catalog of a new language (then add its line to engine/locale/languages.yaml)."))
@click.argument("locale")
def init(locale):
    """Start the catalog of a new language (then add its line to engine/locale/languages.yaml)."""
    path = catalogs.init(locale)  # a CatalogError is reported by pnpkit's group, as every pnpkit error is
    started = N_(
        "%(path)s: started from the template. Translate it, then add '%(locale)s: <name>' to\n"
        "engine/locale/languages.yaml (docs/translating.md)."
    )
    echo(Message(started, path=str(_shown(path)), locale=locale))


@i18n.command(
    help=N_("Bring every catalog in line with the template: new texts empty, changed ones fuzzy, removed ones dropped.")
)
def update():
    """Bring every catalog in line with the template: new texts empty, changed ones fuzzy, removed ones dropped."""
    for locale in catalogs.update():
        echo(Message(N_("%(locale)s: updated."), locale=locale))


@i18n.command(
    help=N_("Report each catalog's completeness and every problem (untranslated, fuzzy, placeholders); fail on any.")
)
def check():
    """Report each catalog's completeness and every problem (untranslated, fuzzy, placeholders); fail on any."""
    failed = False
    shipped = [locale for locale in available_locales() if locale != SOURCE_LOCALE]
    for locale in sorted(set(shipped) | set(catalogs.catalog_locales()), key=_order(shipped)):
        if not catalog_path(locale).exists():
            echo(
                Message(
                    N_("%(locale)s: listed in languages.yaml but has no catalog (run `pnpkit i18n init %(locale)s`)."),
                    locale=locale,
                )
            )
            failed = True
            continue
        report = catalogs.check(locale)
        completeness = nmessage(
            "%(locale)s: %(translated)d of %(count)d text translated.",
            "%(locale)s: %(translated)d of %(count)d texts translated.",
            report.total,
            locale=locale,
            translated=report.translated,
        )
        if locale not in shipped:
            completeness = Message(
                N_("%(completeness)s Not shipped yet: add its line to languages.yaml."), completeness=completeness
            )
        echo(completeness)
        for problem in report.problems:
            click.echo("  " + cli_render(problem))
        failed = failed or bool(report.problems)
    if failed:
        raise click.exceptions.Exit(1)


def _order(shipped: list[str]):
    """Sort shipped languages in their configured order, then any others by code."""
    return lambda locale: (shipped.index(locale) if locale in shipped else len(shipped), locale)


@i18n.command(
    name="compile",
    help=N_("Write a compiled .mo beside every catalog (optional: .po files are compiled in memory otherwise)."),
)
def compile_command():
    """Write a compiled .mo beside every catalog (optional: .po files are compiled in memory otherwise)."""
    for path in catalogs.compile_catalogs():
        echo(Message(N_("%(path)s: written."), path=str(_shown(path))))
