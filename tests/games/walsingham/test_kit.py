"""Walsingham's kit: Loyalty, Secret and Reward cards with their own backs (A, B, C), the 5+ and 6 marks,
fold-over tiles and markers, money, the bid tracker, the player aids and the checklist, read back from the
built PDFs; every text fits in every shipped language; the printed figures come from the rules data."""

import pytest
import yaml

from engine.i18n import available_locales, translations
from games.walsingham.components import make_kit
from games.walsingham.data import RULES_PATH
from tests.kitcache import drawn_kit
from tests.kitchecks import (
    assert_fonts_embedded_and_subset,
    assert_mirrored,
    assert_pages_are_their_paper,
    assert_poker_cards_with_crop_marks_outside,
    drawing_texts,
    fronts_and_backs,
    pdf_words,
)
from tests.test_cli import run


@pytest.fixture(scope="module")
def kit():
    return drawn_kit("walsingham")


@pytest.fixture(scope="module")
def built(built_kits_of_the_run):
    return built_kits_of_the_run.built("walsingham")


def words_of(drawing) -> str:
    return " ".join(line for item in drawing_texts(drawing) for line in item.lines)


def test_the_kit_holds_every_component_and_the_checklist(built):
    out, _ = built
    for paper in ("a4", "letter"):
        assert sorted(p.name for p in (out / paper).iterdir()) == [
            "aids.pdf",
            "booklet.pdf",
            "calibration.pdf",
            "checklist.pdf",
            "deck.pdf",
            "markers.pdf",
            "money.pdf",
            "tracker.pdf",
            "tuckbox.pdf",
        ]
    assert_pages_are_their_paper(out)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_cards_are_poker_size_with_crop_marks_and_each_has_its_own_back(built, paper):
    out, _ = built
    names = assert_poker_cards_with_crop_marks_outside(out / paper / "deck.pdf")
    assert len(names) == 14 + 21 + 45
    assert_mirrored(out / paper / "deck.pdf", "long", (0, 0))
    pairs, _, _ = fronts_and_backs(out / paper / "deck.pdf")
    seen = set()
    for fronts, backs in pairs:
        for front, back in zip(fronts, backs, strict=True):
            kind = front.name.split("-card-")[1].split("-")[0]
            deck = front.name.split("-card-reward-")[1][0].upper() if kind == "reward" else None
            expected = {"loyalty": "loyalty", "secret": "secrets", "reward": f"deck-{deck}"}[kind]
            assert back.name.endswith(f"{expected}-card-back"), (front.name, back.name)
            seen.add(expected)
    assert seen == {"loyalty", "secrets", "deck-A", "deck-B", "deck-C"}


def test_reward_faces_show_deck_mark_icons_and_instruction(kit):
    faces = {card.name: card.face for card in kit.deck.cards}
    assert "5+" in words_of(faces["reward-a03"]) and "5+" not in words_of(faces["reward-a01"])
    assert "6" in words_of(faces["reward-c13"]).split()
    triple = words_of(faces["reward-b04"])
    assert "Triple Agent" in triple and "return one of your Loyalty cards" in triple
    assert words_of(faces["reward-c05"]).split().count("4") == 1  # 4 Intrigue
    assert "Spy" in words_of(faces["spy"])
    assert "A whole: +3 VP." in words_of(faces["reward-a11"]) and "A whole: +3 Intrigue." in words_of(
        faces["reward-c12"]
    )
    assert "A" in words_of(dict(kit.deck.other_backs)["A"]).split()


def test_the_printed_pages_carry_the_key_texts(built):
    out, _ = built
    expected = {
        "aids.pdf": ["A turn", "Paying for bids", "rounded up", "2 VP and 2 Intrigue", "2/3", "Loyalty mission, 4 VP"],
        "tracker.pdf": ["bid tracker", "pays the whole bid", "receives £2"],
        "money.pdf": ["£1", "£2", "£5", "£10"],
        "checklist.pdf": ["deck.pdf", "money.pdf", "aids.pdf", "Reward cards", "45", "reward tiles"],
        "markers.pdf": ["Reward tile", "Red", "White"],
    }
    for name, texts in expected.items():
        words = pdf_words(out / "a4" / name)
        for text in texts:
            assert text in words, f"{text!r} not in {name}"
    assert_fonts_embedded_and_subset(out, "garamond")  # the face of its period, from its rules data


def test_every_component_has_an_svg(built, kit):
    out, _ = built
    svgs = sorted((out / "svg").rglob("*.svg"))
    # every component, and the tuck box, which the build draws from the deck
    assert [path.name for path in svgs if path.parent == out / "svg"] == ["tuckbox.svg"]
    assert len(svgs) == len(kit.components()) + 1
    assert (out / "svg" / "cards" / "back-A.svg").exists()


def test_reconstructed_cards_and_tiles_carry_the_mark(kit):
    from generator.marks import is_marked

    faces = {card.name: card.face for card in kit.deck.cards}
    assert all(is_marked(faces[name].items) for name in faces if name.startswith(("reward-", "secret-")))
    assert not is_marked(faces["spy"].items) and not is_marked(faces["loyal-blue-1"].items)  # the draft's own
    assert all(is_marked(token.front.items) for token in kit.tokens if token.name.startswith("tile-"))


def test_tiles_fold_over_with_a_common_back_hiding_their_colour(kit):
    tiles = [token for token in kit.tokens if token.name.startswith("tile-")]
    assert len(tiles) == 18 and len({token.back for token in tiles}) == 1
    markers = [token for token in kit.tokens if token.name.startswith("marker-")]
    assert len(markers) == 12


def test_every_shipped_locale_builds_without_overflow():
    for locale in available_locales():
        kit = drawn_kit("walsingham", locale)
        assert [overflow for _, drawing in kit.components() for overflow in drawing.overflows] == []


def test_the_printed_figures_come_from_the_rules_data(tmp_path):
    data = yaml.safe_load(RULES_PATH.read_text(encoding="utf-8"))
    data["rewards"][0]["vp"] = 7
    data["endgame"]["accuser_vp"] = 5
    data["money"]["lowest_bidder_gets"] = 3
    path = tmp_path / "rules.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    kit = make_kit(path, translations("en"))
    face = next(card.face for card in kit.deck.cards if card.name == "reward-a01")
    assert "7" in words_of(face).split()
    aids = " ".join(words_of(page) for page in kit.sheets[2].pages)
    assert "5 VP for each correct accuser" in aids and "receives £3" in aids


def test_the_build_command_builds_walsingham(tmp_path):
    result = run("build", "walsingham", "--paper", "a4", "--out", str(tmp_path / "kit"))
    assert result.exit_code == 0, result.output
    assert (tmp_path / "kit" / "a4" / "tracker.pdf").exists()
