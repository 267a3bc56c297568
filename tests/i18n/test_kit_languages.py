"""Every game's kit in every shipped language and in the pseudo-locale: every text fits, every glyph is in the
fonts, and nothing printed bypasses the catalogs. Each kit is drawn once per language (``localized_kits``)."""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

from engine.i18n import available_locales, translations
from engine.pseudo import PSEUDO_LOCALE
from generator import fontfiles, fonts
from generator.build import BuildOptions, printed_pages
from generator.paper import papers_for
from generator.text import SOFT_HYPHEN
from tests.i18n.conftest import KIT_GAMES, KIT_LOCALES
from tests.i18n.words import english_words
from tests.kitchecks import drawing_texts

FILE_NAME = re.compile(r"\S+\.(?:pdf|svg)\b")
# A few components of each kit, so that a test that checks the components checks the kit's own.
SOME_COMPONENTS = {
    "avcw": {"board.svg", "cards/QH.svg", "markers/leader-cromwell-front.svg", "aids/aid-royalists.svg"},
    "civil_suits": {"cards/QH.svg", "cards/JK1.svg", "scorepad/scorepad.svg"},
    "17-21": {"board.svg", "cards/L7.svg", "cards/doctrines/cavalry_screen.svg", "cards/terrain/ford-1.svg"},
    "trumps_of_kings": {"board.svg", "cards/QH.svg", "markers/army-prussia_1-front.svg", "aids/player-aid.svg"},
    "walsingham": {"cards/reward-b04.svg", "cards/back-A.svg", "markers/tile-blue_vp1-1-front.svg", "aids/aids-1.svg"},
}


def _kit_texts(kit):
    return [(name, text) for name, drawing in kit.components() for text in drawing_texts(drawing)]


def _page_texts(kit, locale: str, folder: Path):
    """Every text of every page of both papers (checklist, tiled board, sheets), laid out as the build does."""
    options = BuildOptions(papers=tuple(papers_for("both")), out=folder)
    return [text for page in printed_pages(kit, options, translations(locale)) for text in drawing_texts(page)]


@pytest.mark.parametrize("locale", KIT_LOCALES)
@pytest.mark.parametrize("game", KIT_GAMES)
def test_every_text_fits_its_box_on_cards_markers_board_aids_and_every_page(localized_kits, game, locale, tmp_path):
    kit = localized_kits[game, locale]
    names = [name for name, _ in kit.components()]
    assert SOME_COMPONENTS[game] <= set(names)
    overflows = [str(overflow) for _, drawing in kit.components() for overflow in drawing.overflows]
    assert overflows == []
    # The pages of both papers too, checked as the build checks them (it raises naming what does not fit).
    pages = _page_texts(kit, locale, tmp_path)
    for name, text in [*_kit_texts(kit), *(("page", text) for text in pages)]:
        _, _, w, _ = text.box
        for line in text.lines:
            assert fonts.text_width(line, text.font, text.size) <= w + 1e-6, (name, line)
        # No word is lost in the line breaking (a word may break after a hyphen, or at a soft hyphen).
        assert _printed_as_written(text), (name, text.lines, text.source)


def _printed_as_written(text) -> bool:
    """Tell whether a text's lines print its source, letter for letter: broken anywhere (at a space, after a hyphen),
    a soft hyphen shown as a hyphen where a line ends at it and left out everywhere else."""
    letters = text.source.replace(" ", "").replace("\n", "")
    pattern = "\n?".join("(?:-(?=\n))?" if letter == SOFT_HYPHEN else re.escape(letter) for letter in letters)
    return re.fullmatch(pattern, "\n".join(text.lines).replace(" ", "")) is not None


@functools.cache
def _cmap(role: str) -> frozenset[int]:
    """The code points of a font role's TTF, read from its own character map (not reportlab's reading)."""
    return frozenset(TTFont(str(fontfiles.font_file(role))).getBestCmap())


@pytest.mark.parametrize("locale", KIT_LOCALES)
@pytest.mark.parametrize("game", KIT_GAMES)
def test_every_glyph_the_kit_prints_is_in_its_embedded_font(localized_kits, game, locale):
    printed = set()
    for name, text in _kit_texts(localized_kits[game, locale]):
        cmap = _cmap(text.font)
        for line in text.lines:
            missing = {char for char in line if char != " " and ord(char) not in cmap}
            assert not missing, f"{name}: the {text.font} font has no glyph for {''.join(sorted(missing))!r}"
            printed |= set(line)
    if locale != "en":
        assert printed - set(map(chr, range(128))), "a translated kit prints letters beyond ASCII"


@pytest.mark.parametrize("game", KIT_GAMES)
def test_the_languages_letters_are_printed(localized_kits, game):
    printed = {
        locale: {char for _, text in _kit_texts(localized_kits[game, locale]) for line in text.lines for char in line}
        for locale in available_locales()
    }
    # Most of each language's own letters reach the page (a kit's wording need not use every one:
    # Trumps of Kings' Polish has no ź); the glyph test above checks that whatever is printed has a glyph.
    for locale, letters in (("pl", "ąęłńśźż"), ("de", "äöüß"), ("fr", "éèàœç")):
        assert len(set(letters) & printed[locale]) >= len(letters) - 1, (locale, set(letters) - printed[locale])


@pytest.mark.parametrize("game", KIT_GAMES)
def test_no_printed_text_of_the_kit_bypasses_the_catalogs(localized_kits, game, tmp_path):
    kit = localized_kits[game, PSEUDO_LOCALE]
    texts = [*_kit_texts(kit), *(("page", text) for text in _page_texts(kit, PSEUDO_LOCALE, tmp_path))]
    assert len(texts) > {"avcw": 1000}.get(game, 200)
    leaks = {}
    for name, text in texts:
        # The checklist names the kit's files (a4/deck.pdf); a file name is not text to translate.
        words = english_words(FILE_NAME.sub("", text.source))
        if words:
            leaks.setdefault(name, set()).update(words)
    assert leaks == {}
