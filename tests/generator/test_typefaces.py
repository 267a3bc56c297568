"""The kits' typefaces: each game's face of its period, every string of the catalogs covered by it or its fallback,
and a text its face cannot set falling back to the sans whole."""

from __future__ import annotations

import typing

import pytest
from babel.messages.pofile import read_po
from fontTools.ttLib import TTFont

from engine.i18n import available_locales, catalog_path, template_path
from engine.plugins import get_game
from engine.pseudo import pseudo
from engine.schema import TypefaceName
from generator import fontfiles, fonts
from generator.text import SOFT_HYPHEN, face_for, fit_text
from tests.i18n.conftest import KIT_GAMES

# The face each game's period asks for (docs/printing.md): a Garamond for the 1580s and 1640s, Caslon for the
# 1740s, but Trumps of Kings' map keeps to EB Garamond (still the Continent's face in the 1740s) for now.
PERIOD_FACES = {
    "walsingham": "garamond",
    "avcw": "garamond",
    "civil_suits": "garamond",
    "17-21": "caslon",
    "trumps_of_kings": "garamond",
}


def test_the_rules_data_can_name_every_shipped_typeface_and_no_other():
    assert set(typing.get_args(TypefaceName)) == set(fontfiles.TYPEFACES)


@pytest.mark.parametrize("game", KIT_GAMES)
def test_each_game_names_the_face_of_its_period_in_its_rules_data(game):
    assert get_game(game).tables.rules.typeface == PERIOD_FACES[game]


@pytest.mark.parametrize("face", list(fontfiles.TYPEFACES))
def test_every_typeface_has_every_role_as_a_truetype_file_and_its_licence(face):
    for role in fontfiles.ROLES:
        font = TTFont(str(fontfiles.font_file(f"{face}/{role}")))
        assert "glyf" in font, (face, role)  # TrueType outlines: reportlab cannot embed CFF
    licence = fontfiles.TYPEFACES[face].licence_file.read_text(encoding="utf-8")
    assert "SIL Open Font License" in licence or "SIL OPEN FONT LICENSE" in licence


def _catalog_strings() -> set[str]:
    """Every msgid of the template and every translation of each shipped catalog, and the pseudo-locale's."""
    strings = set()
    with template_path().open("rb") as handle:
        template = read_po(handle)
    for message in template:
        for msgid in message.id if isinstance(message.id, tuple) else (message.id,):
            if msgid:
                strings |= {msgid, pseudo(msgid)}
    for locale in available_locales():
        path = catalog_path(locale)
        if not path.exists():
            continue
        with path.open("rb") as handle:
            catalog = read_po(handle)
        for message in catalog:
            for text in message.string if isinstance(message.string, tuple) else (message.string,):
                if text:
                    strings.add(text)
    # A tab or a line break lays out the command line's help, never a printed glyph.
    return {"".join(char for char in text if char >= " " and char != SOFT_HYPHEN) for text in strings}


@pytest.mark.parametrize("face", sorted(set(PERIOD_FACES.values())))
def test_every_string_of_every_catalog_is_covered_by_the_face_or_its_fallback(face):
    strings = _catalog_strings()
    assert len(strings) > 2000  # the catalogs were read
    with fontfiles.typeface(face):
        for role in fontfiles.ROLES:
            for text in strings:
                font = face_for(text, role)
                assert not fonts.missing_glyphs(text, font), (face, role, text)


def test_a_text_the_face_lacks_a_glyph_for_is_set_whole_in_the_sans():
    with fontfiles.typeface("caslon"):
        plain, _ = fit_text("t", "Vienna to Prague", (0, 0, 60, 10), "bold", 9)
        arrow, overflow = fit_text("t", "Vienna → Prague", (0, 0, 60, 10), "bold", 9)
    assert plain.font == "caslon/bold"
    assert fonts.missing_glyphs("→", "caslon/bold")  # Libre Caslon Text has no arrows
    assert arrow.font == "sans/bold" and overflow is None


def test_a_fitted_text_keeps_its_face_whatever_is_drawn_next():
    with fontfiles.typeface("garamond"):
        text, _ = fit_text("t", "Walsingham", (0, 0, 60, 10), "semibold", 9)
    assert text.font == "garamond/semibold"
    assert fontfiles.current_typeface() == fontfiles.DEFAULT
    assert fontfiles.css_font(text.font) == ("EB Garamond", 600, "normal")
    # Measured in its own face outside the block too: its widths are EB Garamond's, not the sans's.
    assert fonts.text_width("Walsingham", text.font, 9) != fonts.text_width("Walsingham", "semibold", 9)


def test_an_unknown_typeface_is_refused_with_the_shipped_ones_named():
    with pytest.raises(fontfiles.UnknownFontError, match="garamond"):
        fontfiles.check_typeface("bodoni")


def test_a_word_its_period_face_cannot_fit_is_set_in_the_narrower_sans_rather_than_overflowing():
    word = "Provinzverwaltung"
    with fontfiles.typeface("caslon"):
        wide = fonts.text_width(word, "bold", 7)
        narrow = fonts.text_width(word, "sans/bold", 7)
        assert narrow < wide
        box = (0, 0, (wide + narrow) / 2, 4)
        fitted, overflow = fit_text("t", word, box, "bold", 7, min_size=7, last_resort=7)
        assert overflow is None and fitted.font == "sans/bold"
        # Without a last resort an overflow stays one: a booklet's flow moves the paragraph to the next page.
        _, overflow = fit_text("t", word, box, "bold", 7, min_size=7)
        assert overflow is not None
        roomy, _ = fit_text("t", word, (0, 0, wide + 1, 4), "bold", 7, min_size=7, last_resort=7)
        assert roomy.font == "caslon/bold"  # the period face wherever it fits
        # What fits in neither face overflows, in its own face, and says so.
        fitted, overflow = fit_text("t", word, (0, 0, narrow / 2, 4), "bold", 7, min_size=7, last_resort=7)
        assert overflow is not None and fitted.font == "caslon/bold"
