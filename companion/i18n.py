"""The companion's language per request: templates and JSON answers speak the viewer's language.

The gettext callables are installed once in the shared Jinja environment and look up the request's
catalog on ``flask.g``, so threads serving different tables in different languages never mix.
"""

from __future__ import annotations

from flask import g

from engine.i18n import SOURCE_LOCALE, available_locales, translations


def use_locale(locale: str | None) -> None:
    """Make this request speak ``locale`` (the source language when it has no catalog)."""
    if locale not in available_locales():
        locale = SOURCE_LOCALE
    g.locale = locale
    g.translations = translations(locale)


def current_translations():
    """Return this request's translations."""
    if "translations" not in g:
        use_locale(SOURCE_LOCALE)
    return g.translations


def _gettext(message: str) -> str:
    return current_translations().gettext(message)


def _ngettext(singular: str, plural: str, count: int) -> str:
    return current_translations().ngettext(singular, plural, count)


def _pgettext(context: str, message: str) -> str:
    return current_translations().pgettext(context, message)


def _npgettext(context: str, singular: str, plural: str, count: int) -> str:
    return current_translations().npgettext(context, singular, plural, count)


def init_app(app) -> None:
    """Install gettext in the app's templates, in the request's language."""
    app.jinja_env.add_extension("jinja2.ext.i18n")
    app.jinja_env.install_gettext_callables(
        _gettext, _ngettext, newstyle=True, pgettext=_pgettext, npgettext=_npgettext
    )

    @app.context_processor
    def locale_context():
        return {"locale": g.get("locale", SOURCE_LOCALE), "locales": available_locales()}
