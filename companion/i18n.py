"""The companion's language per request: templates and JSON answers speak the viewer's language.

Which language a viewer reads, first that applies:

1. the viewer's own choice: ``?lang=`` on this request (the language switch on every page), else
   the choice the switch remembered in this browser's cookie;
2. the table's language, when its creator chose one;
3. the browser's Accept-Language, negotiated with Babel against the shipped languages;
4. English.

A choice lives in one browser only, so one phone switching language never changes another's. The
gettext callables are installed once in the shared Jinja environment and look up the request's
catalog on ``flask.g``, so threads serving different tables in different languages never mix.
"""

from __future__ import annotations

from babel import negotiate_locale
from flask import g, request

from engine.cards import DECK_SIZE
from engine.i18n import SOURCE_LOCALE, available_locales, is_known_locale, language_names, translations

PARAM = "lang"  # the query parameter of the language switch
COOKIE = "pnpkit_lang"  # where a browser keeps its viewer's choice
COOKIE_DAYS = 365


def chosen_locale() -> str | None:
    """Return the viewer's own choice of language: this request's ``?lang=``, else the remembered one."""
    for locale in (request.args.get(PARAM), request.cookies.get(COOKIE)):
        if locale and is_known_locale(locale):
            return locale
    return None


def browser_locale() -> str | None:
    """Return the shipped language that best fits the browser's Accept-Language, if any fits."""
    preferred = [language for language, _ in request.accept_languages]
    return negotiate_locale(preferred, available_locales(), sep="-") if preferred else None


def request_locale(table_locale: str | None = None) -> str:
    """Return the language of this request: the viewer's choice, the table's, the browser's, else English."""
    return chosen_locale() or table_locale or browser_locale() or SOURCE_LOCALE


def use_locale(locale: str | None) -> None:
    """Make this request speak ``locale`` (the source language when it is not a known one)."""
    if not is_known_locale(locale):
        locale = SOURCE_LOCALE
    g.locale = locale
    g.translations = translations(locale)


def current_locale() -> str:
    """Return this request's language."""
    if "locale" not in g:
        use_locale(SOURCE_LOCALE)
    return g.locale


def current_translations():
    """Return this request's translations."""
    if "translations" not in g:
        use_locale(SOURCE_LOCALE)
    return g.translations


def plural_forms(texts: dict[str, tuple[str, str]], translations) -> dict[str, dict]:
    """Return each page-script text with a number as its forms in a language and the form to show for each count.

    A page script cannot apply a language's plural rule, so each text (marked with ``nN_``) goes to the
    page as its distinct forms and, for every count from 0 to the size of a whole deck, which form to show.
    """
    plurals = {}
    for key, (singular, plural) in texts.items():
        forms: list[str] = []
        index = []
        for count in range(DECK_SIZE + 1):
            form = translations.ngettext(singular, plural, count)
            if form not in forms:
                forms.append(form)
            index.append(forms.index(form))
        plurals[key] = {"forms": forms, "index": index}
    return plurals


def _gettext(message: str) -> str:
    return current_translations().gettext(message)


def _ngettext(singular: str, plural: str, count: int) -> str:
    return current_translations().ngettext(singular, plural, count)


def _pgettext(context: str, message: str) -> str:
    return current_translations().pgettext(context, message)


def _npgettext(context: str, singular: str, plural: str, count: int) -> str:
    return current_translations().npgettext(context, singular, plural, count)


def _remember_choice(response):
    """Keep a page's ``?lang=`` choice in this browser's cookie, for its next pages and API calls."""
    choice = request.args.get(PARAM)
    is_page = not request.path.startswith("/api/")
    if is_page and choice and is_known_locale(choice) and request.cookies.get(COOKIE) != choice:
        response.set_cookie(COOKIE, choice, max_age=COOKIE_DAYS * 24 * 3600, samesite="Lax", httponly=True)
    return response


def init_app(app) -> None:
    """Install gettext in the app's templates, in the request's language, and remember language choices."""
    app.jinja_env.add_extension("jinja2.ext.i18n")
    app.jinja_env.install_gettext_callables(
        _gettext, _ngettext, newstyle=True, pgettext=_pgettext, npgettext=_npgettext
    )
    # Every request speaks the viewer's language from the start (errors included); a table's page
    # or API call then brings in the table's language too.
    app.before_request(lambda: use_locale(request_locale()))
    app.after_request(_remember_choice)

    @app.context_processor
    def locale_context():
        return {
            "locale": g.get("locale", SOURCE_LOCALE),
            "locales": available_locales(),
            "language_names": language_names(),
            "lang_param": PARAM,
        }
