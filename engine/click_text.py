"""Click's own words (Usage:, Options:, its error messages) in the command line's language, from pnpkit's catalogs.

Click marks its texts with gettext's module functions (``from gettext import gettext as _`` and ``ngettext`` in
each of its modules), leaving their translation to the application. Every text click marks is listed below,
marked, so that ``pnpkit i18n extract`` puts it in pnpkit's catalogs with pnpkit's own texts (a test fails when an
upgraded click has a text missing here). ``speak`` then points the two names each click module reads its texts
through at the translations pnpkit renders its own texts with, in the language ``cli_text`` picks.

Why not gettext's global domain (``bindtextdomain``/``textdomain``), which click's calls read? It finds only
compiled ``.mo`` files, and pnpkit needs none (a catalog is read from its ``.po``); and it would choose the
language from the environment by its own rules, which can differ from the command line's (``LANGUAGE=en:de``:
German for click, English for pnpkit). Naming the translations keeps both in one language, from one catalog.

Click reads a few texts once, as an object is made, and keeps them: the ``--help`` option's help (cli_text's
commands render it again each time), the name of a ``click.Path`` in its errors and metavar, and a
``version_option``'s message. ``cli_text`` calls ``speak`` as it is imported, so these too are in the user's
language. A click module imported after ``speak`` (the editor's and old Bash's completion messages) stays English.
"""

from __future__ import annotations

import gettext
import sys

from engine.i18n import N_, nN_

CLICK = "click"

# Click 8.x's texts exactly as it writes them, grouped by its module; placeholders are click's (str.format).
TEXTS = (
    # core
    N_("Aborted!"),
    N_("deprecated"),
    N_("Options"),
    N_("Positional arguments"),
    nN_("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})"),
    N_("DeprecationWarning: The command {name!r} is deprecated.{extra_message}"),
    N_("Commands"),
    N_("Missing command."),
    N_("Value must be an iterable."),
    nN_("Takes {nargs} values but 1 was given.", "Takes {nargs} values but {len} were given."),
    N_("DeprecationWarning: The {param_type} {name!r} is deprecated.{extra_message}"),
    N_("Name '{name}' defined twice"),
    N_("Boolean option {decl!r} cannot use the same flag for true/false."),
    N_("Could not determine name for option with declarations {decls!r}"),
    N_(
        "No options defined but a name was passed ({name}). Did you mean to declare an argument instead? Did you"
        " mean to pass '--{name}'?"
    ),
    N_("env var: {var}"),
    N_("default: {default}"),
    N_("required"),  # click translates it as _(extra["required"]): no extractor sees it in click's source
    N_("(dynamic)"),
    N_("Arguments take exactly one parameter declaration, got {length}: {decls}."),
    # decorators
    N_("Do you want to continue?"),
    N_("Confirm the action without prompting."),
    N_("%(prog)s, version %(version)s"),
    N_("Show the version and exit."),
    N_("Show this message and exit."),
    # exceptions
    nN_("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)"),
    N_("Error: {message}"),
    N_("Try '{command} {option}' for help."),
    N_("Invalid value: {message}"),
    N_("Invalid value for {param_hint}: {message}"),
    N_("Missing argument"),
    N_("Missing option"),
    N_("Missing parameter"),
    N_("Missing {param_type}"),
    N_("Missing parameter: {param_name}"),
    N_("No such option {name!r}."),
    N_("No such command {name!r}."),
    N_("unknown error"),
    N_("Could not open file {filename!r}: {message}"),
    # formatting
    N_("Usage:"),
    # parser
    N_("Invalid start character for option ({option})"),
    N_("Argument {name!r} takes {nargs} values."),
    N_("Option {name!r} does not take a value."),
    nN_("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments."),
    # shell_completion
    N_("Shell completion is not supported for Bash versions older than 4.4."),
    N_("Couldn't detect Bash version, shell completion is not supported."),
    # termui
    N_("Repeat for confirmation"),
    N_("Error: The two entered values do not match."),
    N_("Error: invalid input"),
    N_("Unknown color {colour!r}"),
    N_("Press any key to continue..."),
    # types
    N_("Choose from:\n\t{choices}"),
    nN_("{value!r} is not {choice}.", "{value!r} is not one of {choices}."),
    N_("Choice({choices})"),
    nN_("{value!r} does not match the format {format}.", "{value!r} does not match the formats {formats}."),
    N_("{value!r} is not a valid {number_type}."),
    N_("{value} is not in the range {range}."),
    N_("{value!r} is not a valid boolean. Recognized values: {states}"),
    N_("{value!r} is not a valid UUID."),
    N_("file"),
    N_("directory"),
    N_("path"),
    N_("{name} {filename!r} does not exist."),
    N_("{name} {filename!r} is a file."),
    N_("{name} {filename!r} is a directory."),
    N_("{name} {filename!r} is not readable."),
    N_("{name} {filename!r} is not writable."),
    N_("{name} {filename!r} is not executable."),
    nN_(
        "{len_type} values are required, but {len_value} was given.",
        "{len_type} values are required, but {len_value} were given.",
    ),
    # utils
    N_("Unknown standard stream '{name}'"),
    # _termui_impl (the progress bar's days, an editor's failure) and _winconsole
    N_("d"),
    N_("{editor}: Editing failed"),
    N_("{editor}: Editing failed: {e}"),
    N_("Windows error: {error}"),
)


def speak(translations: gettext.NullTranslations) -> None:
    """Make click say its own texts through ``translations`` (a NullTranslations: click's English as written)."""
    for name, module in list(sys.modules.items()):
        if module is None or (name != CLICK and not name.startswith(CLICK + ".")):
            continue
        names = vars(module)
        # The names click binds from gettext in a module that marks texts; other modules have neither.
        if "_" in names:
            module._ = translations.gettext
        if "ngettext" in names:
            module.ngettext = translations.ngettext
