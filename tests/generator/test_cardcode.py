"""The card codes the build prints: on every face of every deck, at two corners, never on a back; --no-codes."""

from __future__ import annotations

import pytest

from engine.i18n import translations
from engine.plugins import installed_game
from generator.build import fitted, printed_kit, printed_pages
from generator.cardcode import FOOTPRINT, payload
from generator.codespot import SAFE
from generator.geometry import Place
from generator.options import BuildOptions
from generator.paper import papers_for


def _kit(game: str):
    return installed_game(game).kit_maker()(None, translations("en"), False)


def _codes(drawing) -> list[Place]:
    """Every code placed in a drawing, looked for through its placed drawings."""
    found = []

    def walk(items):
        for item in items:
            if isinstance(item, Place):
                if item.drawing.name.startswith("code-"):
                    found.append(item)
                else:
                    walk(item.drawing.items)
            elif hasattr(item, "items"):
                walk(item.items)

    walk(drawing.items)
    return found


@pytest.mark.parametrize("game", ["avcw", "civil_suits", "17-21", "walsingham", "trumps_of_kings"])
def test_every_face_of_every_deck_carries_its_own_code_twice_inside_the_safe_zone(game, tmp_path):
    kit = _kit(game)
    coded = printed_kit(kit, BuildOptions(papers=(), out=tmp_path))
    number = 0
    for deck in coded.decks:
        assert not _codes(deck.back) and not any(_codes(back) for _, back in deck.other_backs)
        for card in deck.cards:
            top, turned = _codes(card.face)
            assert top.drawing.name == f"code-{payload(kit.code, number)}"
            assert turned.drawing.name == f"code-{payload(kit.code, number, second=True)}"
            assert turned.rotate == 180 and top.rotate == 0
            x, y = top.dx - deck.bleed, top.dy - deck.bleed
            assert x >= SAFE and y >= SAFE and x + FOOTPRINT <= deck.trim_width - SAFE
            number += 1


def test_no_codes_prints_the_faces_as_the_game_drew_them(tmp_path):
    kit = _kit("civil_suits")
    options = BuildOptions(papers=(), out=tmp_path, codes=False)
    clean = printed_kit(kit, options)
    # As the game drew them, only fitted to the card size: no code added.
    assert clean == fitted(kit, options) and not any(_codes(card.face) for card in clean.deck.cards)


def test_the_deck_and_the_fold_sheets_print_the_coded_faces(tmp_path):
    kit = _kit("civil_suits")
    options = BuildOptions(papers=tuple(papers_for("a4")), out=tmp_path, fold=True)
    pages = printed_pages(kit, options, translations("en"))
    codes = sum(len(_codes(page)) for page in pages)
    assert codes == 2 * 2 * len(kit.deck.cards)  # deck.pdf and deck-fold.pdf, two corners each
    plain = printed_pages(
        kit, BuildOptions(papers=tuple(papers_for("a4")), out=tmp_path, fold=True, codes=False), translations("en")
    )
    assert sum(len(_codes(page)) for page in plain) == 0
