"""The Civil Four kit: the 54-card deck with Champion values and Minions, backs, score pad, reference cards and
checklist, on A4 and Letter, read back from the built PDFs; the build command; the data driving the print."""

import pytest
import yaml

from engine.i18n import available_locales, translations
from games.civil_suits.components import make_kit
from games.civil_suits.components.scorepad import draw_scores
from games.civil_suits.data import RULES_PATH
from tests.kitcache import drawn_kit
from tests.kitchecks import (
    assert_fonts_embedded_and_subset,
    assert_mirrored,
    assert_pages_are_their_paper,
    assert_poker_cards_with_crop_marks_outside,
    drawing_texts,
    pdf_words,
)
from tests.test_cli import run


@pytest.fixture(scope="module")
def civil_kit():
    return drawn_kit("civil_suits")


@pytest.fixture(scope="module")
def built(built_kits_of_the_run):
    return built_kits_of_the_run.built("civil_suits")


def test_the_kit_holds_the_deck_score_pad_reference_and_checklist(built):
    out, _ = built
    for paper in ("a4", "letter"):
        assert sorted(p.name for p in (out / paper).iterdir()) == [
            "booklet.pdf",
            "calibration.pdf",
            "checklist.pdf",
            "deck.pdf",
            "reference.pdf",
            "scorepad.pdf",
            "tuckbox.pdf",
        ]
    assert_pages_are_their_paper(out)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_deck_is_54_poker_cards_with_crop_marks_and_mirrored_backs(built, paper):
    out, _ = built
    names = assert_poker_cards_with_crop_marks_outside(out / paper / "deck.pdf")
    assert len(names) == 54 and {"JK1", "JK2", "AS", "KD", "10H"} <= set(names)
    assert_mirrored(out / paper / "deck.pdf", "long", (0, 0))


def test_champion_faces_show_their_three_powers_and_minions_say_what_they_do(civil_kit):
    faces = {card.name: card.face for card in civil_kit.deck.cards}
    texts = {name: [item.lines for item in drawing_texts(face)] for name, face in faces.items()}
    ks = " ".join(" ".join(lines) for lines in texts["KS"])
    assert "Intel" in ks and "Might" in ks and "Magic" in ks and "Champion" in ks and "King" in ks
    values = [line for lines in texts["KS"] for line in lines if line.isdigit()]
    assert values == ["1", "5", "2"]  # intel, might, magic of the King of Spades, from the rules data
    assert "Minion" in " ".join(" ".join(lines) for lines in texts["JK1"])
    assert not any("Intel" in " ".join(lines) for lines in texts["7H"])


def test_the_printed_pages_carry_the_key_texts(built):
    out, _ = built
    expected = {
        "deck.pdf": ["Champion", "Intel", "Might", "Magic", "Minion", "Queen of Hearts"],
        "scorepad.pdf": ["score pad", "North", "West", "Round 4", "pass across", "Moon, together", "Total"],
        "reference.pdf": ["Intelligence", "Challenger", "5 per Minion", "shooting the moon", "shot in the moon"],
        "checklist.pdf": ["deck.pdf", "scorepad.pdf", "reference.pdf", "54", "Minions"],
    }
    for name, texts in expected.items():
        words = pdf_words(out / "a4" / name)
        for text in texts:
            assert text in words, f"{text!r} not in {name}"
    assert "Markers" not in pdf_words(out / "a4" / "checklist.pdf")
    assert_fonts_embedded_and_subset(out, "garamond")  # the face of its period, from its rules data


def test_every_component_has_an_svg(built, civil_kit):
    out, _ = built
    pages = len(civil_kit.booklet.pages)  # the rules booklet's pages, one SVG each
    svgs = sorted((out / "svg").rglob("*.svg"))
    assert len(civil_kit.components()) == 54 + 1 + 2 + pages
    # and the tuck box, which the build draws from the deck
    assert [path.name for path in svgs if path.parent == out / "svg"] == ["tuckbox.svg"]
    assert len(svgs) == len(civil_kit.components()) + 1


def test_every_shipped_locale_builds_without_overflow(civil_kit):
    for locale in available_locales():
        kit = drawn_kit("civil_suits", locale)
        assert [overflow for _, drawing in kit.components() for overflow in drawing.overflows] == []


def test_the_printed_values_come_from_the_rules_data(tmp_path):
    data = yaml.safe_load(RULES_PATH.read_text(encoding="utf-8"))
    data["champions"]["cards"]["KS"] = {"intel": 3, "might": 5, "magic": 4, "source": "reconstructed"}
    data["scoring"]["minion"] = 7
    path = tmp_path / "rules.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    kit = make_kit(path, translations("en"))
    face = next(card.face for card in kit.deck.cards if card.name == "KS")
    assert [line for item in drawing_texts(face) for line in item.lines if line.isdigit()] == ["3", "5", "4"]
    pad = " ".join(line for item in drawing_texts(kit.sheets[0].pages[0]) for line in item.lines)
    assert "7 per Minion" in pad


def test_the_live_score_sheet_writes_finished_rounds_into_the_pads_cells(civil):
    from games.civil_suits.components import make_context

    ctx = make_context(None, translations("en"))
    record = {
        "suits": {"north": "H", "east": "S", "south": "D", "west": "C"},
        "cards": {"north": 12, "east": 0, "south": 3, "west": 20},
        "moon": {"north": False, "east": True, "south": False, "west": False},
        "together": {"north": False, "east": True, "south": False, "west": False},
        "shot": {"north": [], "east": [], "south": [], "west": ["H"]},
        "magic": {"north": 1, "east": 0, "south": 0, "west": 0},
        "scores": {"north": 11, "east": -13, "south": 3, "west": 20},
    }
    sheet = draw_scores(ctx, [record], current_round=2)
    words = " ".join(line for item in drawing_texts(sheet) for line in item.lines)
    assert "11" in words and "−13" in words and "moon" in words and "shot in Hearts" in words


def test_the_build_command_builds_civil_suits(tmp_path):
    result = run("build", "civil_suits", "--paper", "a4", "--out", str(tmp_path / "kit"))
    assert result.exit_code == 0, result.output
    assert (tmp_path / "kit" / "a4" / "scorepad.pdf").exists()


def _bezier(commands, steps: int = 40):
    """Points along a path of one move and one cubic curve."""
    (_, x0, y0), (_, x1, y1, x2, y2, x3, y3) = commands
    for step in range(steps + 1):
        t = step / steps
        a, b, c, d = (1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t**3
        yield a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3


def test_the_set_up_drawings_passes_are_arrows_round_the_table_never_across_it():
    from games.civil_suits.components import make_context
    from games.civil_suits.components.booklet import TABLE_BOX, pass_arrow, table_layout

    x, y, w, h = TABLE_BOX
    for giver, receiver in (
        ("north", "east"),
        ("east", "south"),
        ("south", "west"),
        ("west", "north"),
        ("north", "west"),
    ):
        curve, head = pass_arrow(giver, receiver, "#000000")
        assert head.style.fill == "#000000" and head.commands[0][0] == "M"  # a filled head, not a dot
        inside = [point for point in _bezier(curve.commands) if x < point[0] < x + w and y < point[1] < y + h]
        assert inside == [], (giver, receiver)
    drawing = table_layout(make_context(None, translations("en")))
    heads = [
        item
        for item in drawing.items
        if getattr(item, "style", None) and item.style.fill and len(getattr(item, "commands", ())) == 4
    ]
    assert len(heads) == 4  # the first round: every seat passes to its neighbour
