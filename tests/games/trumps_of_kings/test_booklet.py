"""Trumps of Kings' rules booklet read back from its PDF: the components counted as the data says, every
reconstructed item of the data named on the sources page, the worked examples played on the engine, and
the printed marks (kingdom cards, Royal Army counters, the map, the sheets) moving with an edited rules file."""

from __future__ import annotations

import pytest

from engine.i18n import translations
from engine.pseudo import PSEUDO_LOCALE
from games.trumps_of_kings.components import make_context, make_kit
from games.trumps_of_kings.components.booklet import blank_pages, describe
from games.trumps_of_kings.components.counters import ALLY_CLIENT, CLIENT_PROVINCE
from games.trumps_of_kings.components.examples import example_blocks
from games.trumps_of_kings.data import RULES_PATH
from generator.booklet import MAX_PAGES
from generator.build import BuildOptions, build
from generator.marks import MARK_ID, is_marked
from generator.paper import A4, LETTER
from generator.sources import SourcedItem
from tests.bookletread import (
    assert_booklet_holds,
    assert_imposed_and_listed,
    booklet_pages,
    raw_rules,
    reconstructed_items,
)
from tests.helpers import rules_copy
from tests.kitchecks import drawing_texts

GAME = "trumps_of_kings"
# How the sources page names the rules sections that have no name in the data.
SECTION_NAMES = {
    "deck": "when two decks are used, and the Ace high",
    "armies": "army sizes, losses in battle and promotion",
    "economy": "gold: income, prices and the Treasury",
    "campaign": "the number of turns, passes and the order of play",
    "discoveries": "the Discovery Chart",
    "victory": "victory and its bonus provinces",
}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    tr = translations("en")
    kit = make_kit(None, tr)
    out = tmp_path_factory.mktemp("kings-booklet")
    build(kit, BuildOptions(papers=(A4, LETTER), out=out), tr, progress=False)
    return kit, out


def _printed_name(path: tuple, item: dict) -> str:
    """How the sources page names an item, worked out from the raw YAML alone."""
    if path[0] == "provinces":
        return f"{item['name']} ({item['value']})"
    if path[0] == "kingdoms" and len(path) == 4:
        return item["commander"]
    if "name" in item:
        return item["name"]
    return SECTION_NAMES[path[0]]


def _expected_counts(data: dict) -> list[str]:
    armies = sum(len(kingdom["armies"]) for kingdom in data["kingdoms"].values())
    kingdoms = len(data["kingdoms"])
    return [
        f"52 × cards (print twice for {data['deck']['two_decks_from']} or more kingdoms)",
        f"{kingdoms * (ALLY_CLIENT + CLIENT_PROVINCE)} × status markers",
        f"{armies} × Royal Army counters",
        f"{kingdoms} × kingdom cards",
        "1 × map",
        "1 × rules booklet",
    ]


@pytest.mark.parametrize("paper", [A4, LETTER], ids=["a4", "letter"])
def test_the_booklet_read_back_counts_the_components_as_the_data_does(built, paper):
    kit, out = built
    pages = booklet_pages(out / paper.id / "booklet.pdf", paper, len(kit.booklet.pages))
    assert_booklet_holds(pages, len(kit.booklet.pages), _expected_counts(raw_rules(GAME)))


def test_every_reconstructed_item_of_the_data_is_named_on_the_sources_page(built):
    kit, out = built
    data = raw_rules(GAME)
    pages = booklet_pages(out / "a4" / "booklet.pdf", A4, len(kit.booklet.pages))
    sources = next(i for i, text in enumerate(pages) if text.startswith("Sources"))
    text = " ".join(pages[sources:])
    named = text[: text.index("Reconstructed")]
    reconstructed = text[text.index("Reconstructed") : text.index("Where the mark stands")]
    items = list(reconstructed_items(data))
    assert len(items) >= 100
    for path, item in items:
        assert _printed_name(path, item) in reconstructed, path
    # What the rulebook gives is listed apart: the nine kingdoms and the armies' rules.
    for kingdom in data["kingdoms"].values():
        assert kingdom["name"] in named
    assert SECTION_NAMES["armies"] in named and SECTION_NAMES["armies"] not in reconstructed
    # The map is wholly reconstructed, so the page says it carries one mark.
    assert "carries the mark once, in its title band" in text


def test_every_sourced_item_has_a_printed_name_and_an_unknown_one_is_refused():
    from generator.sources import sourced_items

    ctx = make_context(None, translations("en"))
    items = sourced_items(ctx.tables.rules)
    assert items and all(describe(ctx, item)[1].msgid for item in items)  # every item is named, none raises
    with pytest.raises(ValueError, match=r"status\.ally"):
        describe(ctx, SourcedItem(("status", "ally"), ctx.tables.rules.deck))


def test_the_booklet_is_imposed_for_a_short_edge_flip_and_listed_on_the_checklist(built):
    _, out = built
    assert_imposed_and_listed(out)


def test_the_set_up_diagram_is_the_printed_map_with_every_army_numbered(built):
    kit, _ = built
    texts = [" ".join(t.lines) for page in kit.booklet.pages for t in drawing_texts(page)]
    # The map's drawing is reused at booklet scale, less its own names: they would print at 1.5 pt (the
    # preflight's type-size rule); every commander is in the key.
    assert "Silesia" not in texts and "Gulf of Bothnia" not in texts
    data = raw_rules(GAME)
    armies = [army for kingdom in data["kingdoms"].values() for army in kingdom["armies"]]
    for number, army in enumerate(armies, 1):
        assert str(number) in texts
        assert any(f"{number} {army['commander']}, " in text for text in texts), army["id"]


def test_the_worked_examples_are_the_engines_log_of_a_contest_and_its_battles(built):
    kit, out = built
    pages = booklet_pages(out / "a4" / "booklet.pdf", A4, len(kit.booklet.pages))
    whole = " ".join(pages)
    for line in (
        "Prussia nominates: Invade Saxony with Frederick II (9 of Clubs).",
        "Austria trumps with the 10 of Clubs.",
        "Prussia trumps with the Queen of Hearts.",
        "Battle for Saxony: Prussia wins (Victory).",
        "Frederick II rises to skill 2.",
        "Charles of Lorraine's army retreats to Austria.",
        "Bohemia is now Prussia's Client.",
    ):
        assert line in whole, line
    # Attrition computed by the engine: 15 + 3 from a diamond, less one step for the victory; 15 less two.
    assert "Frederick II's army 1 step of 3 elements: it has 15" in whole
    assert "his army is down to 9, below 12" in whole


def test_an_edited_army_rule_moves_the_numbers_of_the_worked_example(tmp_path):
    path = rules_copy(tmp_path, RULES_PATH, lambda data: data["armies"]["losses"].update(minor_defeat=3))
    blocks = example_blocks(make_context(path, translations("en")))
    said = " ".join(block.message.render() for block in blocks if block.message is not None)
    assert "minor defeat costs 3 steps: his army is down to 6, below 12" in said


def _marks(drawing) -> int:
    """Count the marks in a drawing, searched through its groups and placed drawings."""
    count = 0
    for item in drawing.items:
        if getattr(item, "id", None) == MARK_ID:
            count += 1
        elif getattr(item, "items", None) is not None:
            count += _marks(item)
        elif getattr(item, "drawing", None) is not None:
            count += _marks(item.drawing)
    return count


def _kingdom_card(kit, kingdom: str):
    sheet = dict(kit.components())["kingdoms/kingdom-cards.svg"]
    return next(item.drawing for item in sheet.items if item.drawing.name == f"kingdom-{kingdom}")


def test_the_marks_follow_the_data_and_an_edited_rules_file_moves_them(tmp_path):
    tr = translations("en")
    shipped = make_kit(None, tr)

    def edit(data):
        # Bavaria's card and army become rulebook facts; so does Saxony on the map; the armies' rules do not.
        for name in ("bavaria", "upper_palatinate", "saxony"):
            data["provinces"][name].pop("source")
        data["kingdoms"]["bavaria"]["armies"][0].pop("source")
        data["armies"]["source"] = "reconstructed"

    changed = make_kit(rules_copy(tmp_path, RULES_PATH, edit), tr)
    before, after = dict(shipped.components()), dict(changed.components())
    assert is_marked(_kingdom_card(shipped, "bavaria").items) and not is_marked(_kingdom_card(changed, "bavaria").items)
    assert is_marked(_kingdom_card(changed, "austria").items)
    for face in ("front", "back"):
        assert is_marked(before[f"markers/army-bavaria_1-{face}.svg"].items)
        assert not is_marked(after[f"markers/army-bavaria_1-{face}.svg"].items)
        assert is_marked(after[f"markers/army-prussia_1-{face}.svg"].items)
    assert not is_marked(before["markers/status-austria-1-front.svg"].items)
    assert not is_marked(before["cards/QH.svg"].items)
    # The whole map is reconstructed: one mark in its band. With three places from the rulebook, every
    # other province and sea zone carries its own mark, and those three none.
    data = raw_rules(GAME)
    assert _marks(before["board.svg"]) == 1
    assert _marks(after["board.svg"]) == 1 + len(data["provinces"]) - 3 + len(data["seas"])
    groups = {item.id: item for item in after["board.svg"].items if getattr(item, "id", None)}
    assert not is_marked(groups["province-saxony"].items) and is_marked(groups["province-silesia"].items)
    # The armies' rules, now reconstructed, mark the aid's battles and move on the sources page.
    assert _marks(after["aids/player-aid.svg"]) == _marks(before["aids/player-aid.svg"]) + 1

    def reconstructed_text(kit) -> str:
        texts = [t.source for page in kit.booklet.pages for t in drawing_texts(page)]
        start = next(i for i, t in enumerate(texts) if t == "Reconstructed")
        return " ".join(texts[start:])

    assert SECTION_NAMES["armies"] not in reconstructed_text(shipped)
    assert SECTION_NAMES["armies"] in reconstructed_text(changed)
    assert "Törring" in reconstructed_text(shipped) and "Törring" not in reconstructed_text(changed)
    assert "Saxony (2)" in reconstructed_text(shipped) and "Saxony (2)" not in reconstructed_text(changed)
    assert "beside each reconstructed province and sea zone" in reconstructed_text(changed)


@pytest.mark.parametrize("locale", ["en", "pl", "de", "fr", PSEUDO_LOCALE])
def test_the_booklet_fits_its_pages_in_every_shipped_locale_and_the_pseudo_locale(locale):
    kit = make_kit(None, translations(locale))
    pages = kit.booklet.pages
    assert 8 <= len(pages) <= MAX_PAGES
    assert [str(overflow) for page in pages for overflow in page.overflows] == []
    assert blank_pages(len(pages)) <= 1  # imposed on sheets of four pages, it wastes one at most


def test_a_long_language_names_the_whole_map_once_on_the_sources_page_instead_of_each_place(monkeypatch):
    from games.trumps_of_kings.components.booklet import WHOLE_MAP, describe_whole_map
    from generator.sources import sourced_items

    ctx = make_context(None, translations(PSEUDO_LOCALE))
    items = sourced_items(ctx.tables.rules)
    places = [item for item in items if item.path[0] in ("provinces", "seas")]
    assert len(places) == len(ctx.tables.provinces) + len(ctx.tables.seas) and all(
        describe_whole_map(ctx, item) is WHOLE_MAP for item in places
    )
    others = [item for item in items if item.path[0] not in ("provinces", "seas")]
    assert all(repr(describe_whole_map(ctx, item)) == repr(describe(ctx, item)) for item in others)
    # The pseudo-locale's booklet is one page too long with every place named at the usual body size: set a little
    # tighter (generator.booklet.set_tighter) it fits. Where that cannot save the sheet, as here without it, the
    # sources page takes the short form; English keeps every place's name
    # (test_every_reconstructed_item_of_the_data_is_named_on_the_sources_page).
    monkeypatch.setattr("generator.rulesbooklet.set_tighter", lambda name, blocks, say, style, footer, pages: pages)
    texts = [
        " ".join(t.lines)
        for page in make_kit(None, translations(PSEUDO_LOCALE)).booklet.pages
        for t in drawing_texts(page)
    ]
    whole = " ".join(texts)
    assert ctx.say(WHOLE_MAP[1]) in whole and ctx.say(ctx.tables.province_names[0]) + " (" not in whole


def test_blank_pages_counts_what_a_booklet_is_padded_with_to_whole_sheets():
    assert [blank_pages(pages) for pages in (8, 9, 10, 11, 12, 13)] == [0, 3, 2, 1, 0, 3]


@pytest.mark.parametrize(("turns", "per_year", "expected"), [(8, 1, "8 turns, 1 a year"), (1, 2, "1 turn, 2 a year")])
def test_the_campaign_length_takes_the_plural_of_its_number_of_turns(turns, per_year, expected):
    from types import SimpleNamespace

    from engine.i18n import render
    from games.trumps_of_kings.components.bookletrules import turn_blocks
    from games.trumps_of_kings.game import TrumpsOfKingsGame

    rules = TrumpsOfKingsGame().rules
    campaign = rules.campaign.model_copy(update={"turns": turns, "turns_per_year": per_year})
    length = turn_blocks(SimpleNamespace(rules=rules.model_copy(update={"campaign": campaign})))[1]
    assert f"The campaign lasts {expected}," in render(length.message)
