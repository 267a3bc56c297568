"""The command line's own texts in its user's language: help texts marked at their definition, shown translated.

A command's help, an option's help and an epilog are given as marked texts (``N_("...")``, or a ``Message``
with parameters) and rendered each time click reads them, in the language of the user's environment as
gettext reads it (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), English when that language is not shipped. Click's
own words (Usage:, Options:, its errors) are rendered from the same catalog in the same language (click_text),
set as this module is imported and again as a command line runs. The language of what a command makes (a kit's
``--locale``) is that command's own choice, not this one.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

import click

from engine import click_text
from engine.i18n import N_, SOURCE_LOCALE, Message, is_known_locale, render, translations

# Where gettext looks for the language of messages, in its order (Python's gettext.find reads the same).
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
# The C locale: no language chosen, so the source's.
PLAIN_LOCALES = ("C", "POSIX")
MARK = "_marked_"  # the attribute prefix a marked text is kept under, untranslated
HELP_OPTION_HELP = N_("Show this message and exit.")  # click's own text (click_text lists it)


def user_locale(environ: Mapping[str, str] | None = None) -> str:
    """Return the user's language as gettext finds it (de_DE.UTF-8 -> de), English for one not shipped."""
    environ = os.environ if environ is None else environ
    for variable in LOCALE_VARIABLES:
        value = environ.get(variable)
        if not value:
            continue
        # The first variable set decides, as in gettext; LANGUAGE may list several languages (de:fr), C ends it.
        for name in value.split(":"):
            code = name.partition(".")[0].partition("@")[0]
            if code in PLAIN_LOCALES:
                break
            for candidate in (code, code.partition("_")[0]):
                if candidate and is_known_locale(candidate):
                    return candidate
        break
    return SOURCE_LOCALE


def speak_users_language() -> None:
    """Make click's own texts speak the user's language, as the command line's own do."""
    click_text.speak(translations(user_locale()))


def cli_render(value) -> str:
    """Render a Message (or a marked msgid) in the command line's language."""
    message = Message(value) if isinstance(value, str) else value
    return render(message, translations(user_locale()))


def echo(value, err: bool = False) -> None:
    """Print a message on its own line in the command line's language (to stderr with ``err``)."""
    click.echo(cli_render(value), err=err)


def error_message(reason) -> Message:
    """Return the line that reports an error: "error: " and its reason (a Message, or text as it is)."""
    return Message(N_("error: %(reason)s"), reason=reason)


def marked(item, field: str = "help"):
    """Return the marked text (a msgid or a Message) a command or option was given for ``field``, untranslated."""
    return getattr(item, MARK + field, None)


def _translated(field: str, prefix: str = "") -> property:
    """A property that keeps the marked text it is given and reads as its rendering in the user's language."""

    def read(self):
        value = getattr(self, MARK + field, None)
        return None if value is None else prefix + cli_render(value)

    def write(self, value):
        setattr(self, MARK + field, value)

    return property(read, write, doc=f"The {field} in the command line's language.")


class TranslatedCommand(click.Command):
    """A command whose help and epilog are marked texts, shown in the user's language."""

    help = _translated("help")
    short_help = _translated("short_help")
    # pnpkit's epilogs are lists (the games, one a line): click keeps a paragraph after \b as written.
    epilog = _translated("epilog", "\b\n")

    def main(self, *args, **kwargs):
        """Run the command line, click's own words in the language of the environment it runs in."""
        # Again at each run: a test runs many, each in its own environment, in one process.
        speak_users_language()
        return super().main(*args, **kwargs)

    def get_help_option(self, ctx):
        """Return click's --help option, its help in the user's language (click makes it once, then keeps it)."""
        help_option = super().get_help_option(ctx)
        if help_option is not None:
            help_option.help = cli_render(HELP_OPTION_HELP)
        return help_option


class TranslatedGroup(TranslatedCommand, click.Group):
    """A group of commands whose help texts are marked texts, as are its commands'."""

    command_class = TranslatedCommand
    group_class = type  # click's sign for "a subgroup of this group's own class"


class TranslatedOption(click.Option):
    """An option whose help is a marked text (a msgid or a Message), shown in the user's language."""

    help = _translated("help")

    def __init__(self, *args, help=None, **kwargs):
        # Click reads a help text once, as it is made (to dedent it); a marked text is read when shown instead.
        super().__init__(*args, **kwargs)
        self.help = help


def command(*args, **kwargs):
    """``click.command`` making a TranslatedCommand (give ``help=N_("...")``)."""
    kwargs.setdefault("cls", TranslatedCommand)
    return click.command(*args, **kwargs)


def group(*args, **kwargs):
    """``click.group`` making a TranslatedGroup (give ``help=N_("...")``)."""
    kwargs.setdefault("cls", TranslatedGroup)
    return click.group(*args, **kwargs)


def option(*args, **kwargs):
    """``click.option`` making a TranslatedOption (give ``help=N_("...")`` or a Message)."""
    kwargs.setdefault("cls", TranslatedOption)
    return click.option(*args, **kwargs)


# Click reads some of its texts once, as pnpkit's commands are defined (a click.Path's name): in the user's language.
speak_users_language()
