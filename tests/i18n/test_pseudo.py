"""The pseudo-locale: accented, at least 40 % longer, placeholders kept, and only for texts of the template."""

from __future__ import annotations

import subprocess
import sys

import pytest
from babel.messages.pofile import read_po

from engine.i18n import PLACEHOLDER, Message, available_locales, is_known_locale, nmessage, render, translations
from engine.pseudo import GROWTH, PSEUDO_LOCALE, pseudo
from pnpkit import catalogs
from tests.i18n.words import english_words


def _template_texts() -> list[str]:
    with catalogs.template_path().open("rb") as handle:
        template = read_po(handle)
    return [text for message in template if message.id for text in _forms(message.id)]


def _forms(message_id) -> tuple[str, ...]:
    return (message_id,) if isinstance(message_id, str) else tuple(message_id)


@pytest.fixture(scope="module")
def texts():
    return _template_texts()


def test_every_text_grows_by_at_least_forty_per_cent_and_keeps_its_placeholders_in_order(texts):
    assert len(texts) > 450
    for text in texts:
        shown = pseudo(text)
        assert PLACEHOLDER.findall(shown) == PLACEHOLDER.findall(text), text
        source_length = len(PLACEHOLDER.sub("", text))
        if any(char.isalpha() for char in PLACEHOLDER.sub("", text)):
            assert len(PLACEHOLDER.sub("", shown)) >= (1 + GROWTH) * source_length, text
        assert english_words(PLACEHOLDER.sub("", shown)) == [], (text, shown)


def test_the_pseudo_locale_renders_texts_of_the_template_and_leaves_others_alone():
    tr = translations(PSEUDO_LOCALE)
    assert render(Message("Your hand"), tr) == pseudo("Your hand") != "Your hand"
    assert render(Message("Edinburgh", context="avcw"), tr) == pseudo("Edinburgh")
    assert render(Message("Edinburgh", context="another game"), tr) == "Edinburgh"
    assert render(Message("A text nobody extracted"), tr) == "A text nobody extracted"
    two = nmessage("Deal %(count)d action card to each side.", "Deal %(count)d action cards to each side.", 2)
    assert render(two, tr) == pseudo("Deal %(count)d action cards to each side.").replace("%(count)d", "2")


def test_the_pseudo_locale_is_known_but_never_shipped():
    assert is_known_locale(PSEUDO_LOCALE)
    assert PSEUDO_LOCALE not in available_locales()


def test_the_pseudo_locale_does_not_import_the_catalogs_that_load_it():
    # engine.i18n loads engine.pseudo; the other way round would make an import circle.
    code = "import sys, engine.pseudo; assert 'engine.i18n' not in sys.modules, sorted(sys.modules)"
    subprocess.run([sys.executable, "-c", code], check=True)
