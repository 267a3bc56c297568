"""17(21)'s rules booklet read back from its PDF: the components counted as the raw YAML says, every
reconstructed item named on the sources page, the set-up drawn with the field's own code, the worked
example as the engine plays it, and an edited rules file moving the printed marks and the sources page."""

from __future__ import annotations

import re

import pytest

from engine.i18n import render, translations
from engine.schema import Sourced
from games import get_kit_maker
from games.seventeen21.components.booklet import describe, setup_diagram
from games.seventeen21.components.example import worked_example
from games.seventeen21.components.field import draw_field
from games.seventeen21.components.theme import make_theme
from games.seventeen21.data import compile_tables, load
from generator.build import BuildOptions, build
from generator.context import KitContext
from generator.geometry import Place
from generator.marks import is_marked
from generator.paper import A4, LETTER
from generator.sources import SourcedItem
from tests.bookletread import (
    GAMES_DIR,
    assert_booklet_holds,
    assert_imposed_and_listed,
    booklet_pages,
    raw_rules,
    reconstructed_items,
)
from tests.kitcache import drawn_kit
from tests.kitchecks import drawing_texts

GAME, PACKAGE = "17-21", "seventeen21"


def kit_theme():
    return make_theme(None, False)


def _build(rules_path, out):
    tr = translations("en")
    kit = get_kit_maker(GAME)(rules_path, tr)
    build(kit, BuildOptions(papers=(A4, LETTER), out=out), tr, progress=False)
    return kit


@pytest.fixture(scope="module")
def built(built_kits_of_the_run):
    out, _ = built_kits_of_the_run.built(GAME)
    return drawn_kit(GAME), out


def _pages(kit, out, paper=A4) -> list[str]:
    return booklet_pages(out / paper.id / "booklet.pdf", paper, len(kit.booklet.pages))


def _expected_lines(data: dict) -> list[str]:
    """The component and card lines the booklet must print, worked out from the raw YAML alone."""
    units = data["units"]
    lines = [
        f"{sum(len(unit['values']) for unit in units.values())} × unit cards",
        f"{len(data['doctrines'])} × doctrine cards",
        f"{sum(terrain['count'] for terrain in data['terrain'].values())} × terrain cards",
        "1 × field",
        "1 × rules booklet",
    ]
    for unit in units.values():
        arm = data["arms"][unit["arm"]]["name"]
        name = unit["name"] if arm == unit["name"] else f"{unit['name']} ({arm})"
        lines.append(f"{name}: {len(unit['values'])} cards, Cohesion {unit['cohesion']}.")
    lines += [f"{doctrine['name']} ({doctrine['cost']}):" for doctrine in data["doctrines"]]
    for terrain in data["terrain"].values():
        lines.append(f"{terrain['name']}, {terrain['count']} card{'s' if terrain['count'] > 1 else ''}:")
    setup = data["setup"]
    lines += [
        f"deal {setup['army_dealt']} to each player",
        f"discards {setup['army_discard']} of them",
        f"The {setup['battle_deck']} unit cards left are the battle deck",
        f"deal {setup['doctrines_dealt']} to each player. Each keeps {setup['doctrines_kept']}",
    ]
    return lines


@pytest.mark.parametrize("paper", [A4, LETTER], ids=["a4", "letter"])
def test_the_booklet_read_back_counts_the_components_and_cards_as_the_data_does(built, paper):
    kit, out = built
    pages = _pages(kit, out, paper)
    assert_booklet_holds(pages, len(kit.booklet.pages), _expected_lines(raw_rules(PACKAGE)))


def test_every_reconstructed_item_is_named_on_the_sources_page_and_the_rest_as_the_rulebooks(built):
    kit, out = built
    data = raw_rules(PACKAGE)
    pages = _pages(kit, out)
    sources = next(i for i, text in enumerate(pages) if text.startswith("Sources"))
    text = " ".join(pages[sources:])
    named, reconstructed = text[: text.index("Reconstructed")], text[text.index("Reconstructed") :]
    items = list(reconstructed_items(data))
    assert len(items) >= 30
    for path, item in items:
        assert item["name"] in reconstructed, path
    rulebook = [d["name"] for d in data["doctrines"] if d.get("source") != "reconstructed"]
    assert rulebook == ["Cavalry Screen"]
    assert "Cavalry Screen" in named and "Cavalry Screen" not in reconstructed


def test_the_booklet_is_imposed_for_a_short_edge_flip_and_listed_on_the_checklist(built):
    _, out = built
    assert_imposed_and_listed(out)


def test_the_set_up_diagram_is_the_printed_field_with_numbered_callouts(built):
    kit, _ = built
    ctx = KitContext(compile_tables(load(None)), translations("en"), kit_theme())
    diagram, field = setup_diagram(ctx), draw_field(ctx)
    assert diagram.width > field.width and diagram.height > field.height  # the callouts stand round the field
    texts = [t.source for t in drawing_texts(diagram)]
    assert [t.source for t in drawing_texts(field)] == texts[: len(texts) - 9]  # the field's own words first
    assert sorted(set(texts[-9:])) == [str(n) for n in range(1, 9)]
    page = next(p for p in kit.booklet.pages if "Set-up" in [t.source for t in drawing_texts(p)])
    # The field's drawing is on the page, less the words that would print under 6 pt at booklet scale.
    assert field.name in drawing_names(page)
    assert "Terrain deck" not in [t.source for t in drawing_texts(page)]


def drawing_names(drawing) -> set[str]:
    """The names of every drawing placed in a drawing, however deep."""
    names = set()
    for item in drawing.items:
        if isinstance(item, Place):
            names |= {item.drawing.name} | drawing_names(item.drawing)
    return names


def test_the_worked_example_prints_what_the_engine_computed(built):
    kit, out = built
    tables = compile_tables(load(None))
    example = worked_example(tables)
    state = example.state
    assert example.defender in state.routs[1] and state.held[example.wing] == 0  # routed, the centre held
    assert example.cards[1] == example.cohesion[1] + 1  # shocked by the card after its Cohesion
    whole = " ".join(_pages(kit, out))
    assert f"took {example.cards[1]} cards against a Cohesion of {example.cohesion[1]}" in whole
    assert f"{example.totals[0]} beat {example.totals[1]}" in whole
    assert f"Both passed at {example.totals[0]} to {example.totals[1]}." in whole
    assert render(tables.unit_label(example.defender)) + " is shocked." in whole
    # North holds the hamlet (two Line, 4 + 1 holding each) and the plains (the Horse, 4 + 1 fighting);
    # South holds the woods (two Light, 3 + 2 fighting each); North's artillery stands in South's wing.
    points = example.points
    assert points == [5 + 5 + 5, 5 + 5]
    margin = abs(points[0] - points[1])
    assert f"North would score {points[0]} (" in whole and f"a margin of {margin}: {example.grade.name}." in whole


def _edited_rules(tmp_path, replace) -> object:
    source = (GAMES_DIR / PACKAGE / "rules.yaml").read_text(encoding="utf-8")
    edited = replace(source)
    assert edited != source
    path = tmp_path / "rules.yaml"
    path.write_text(edited, encoding="utf-8")
    return path


def test_the_worked_example_follows_the_data(tmp_path):
    # Plains give cavalry +2 instead of +1: the horse's Cohesion and North's score both grow by one.
    path = _edited_rules(
        tmp_path,
        lambda s: s.replace(
            "effects: [{cohesion: 1, when: fighting, types: [horse, hussars, dragoons]}]",
            "effects: [{cohesion: 2, when: fighting, types: [horse, hussars, dragoons]}]",
        ),
    )
    shipped, edited = worked_example(compile_tables(load(None))), worked_example(compile_tables(load(path)))
    assert edited.cohesion == (shipped.cohesion[0] + 1, shipped.cohesion[1])
    assert edited.points == [shipped.points[0] + 1, shipped.points[1]]
    text = " ".join(t.source for page in get_kit_maker(GAME)(path, translations("en")).booklet.pages
                    for t in drawing_texts(page))  # fmt: skip
    assert f"where their Cohesions are {edited.cohesion[0]} and {edited.cohesion[1]}." in text


def test_an_edited_rules_file_moves_the_marks_and_the_sources_page(tmp_path):
    # Cavalry Screen becomes reconstructed and the hussars a rulebook fact.
    def swap(source: str) -> str:
        source = source.replace(
            "{id: cavalry_screen, name: Cavalry Screen, cost: 4, effect: {kind: ignore_flank}}",
            "{id: cavalry_screen, name: Cavalry Screen, cost: 4, effect: {kind: ignore_flank}, source: reconstructed}",
        )
        return re.sub(r"(  hussars:\n(?:    .*\n)*?)    source: reconstructed\n", r"\1", source, count=1)

    path = _edited_rules(tmp_path, swap)
    source = (GAMES_DIR / PACKAGE / "rules.yaml").read_text(encoding="utf-8")
    assert path.read_text(encoding="utf-8").count("source: reconstructed") == source.count("source: reconstructed")
    shipped = dict(get_kit_maker(GAME)(None, translations("en")).components())
    out = tmp_path / "kit"
    kit = _build(path, out)
    changed = dict(kit.components())
    assert not is_marked(shipped["cards/doctrines/cavalry_screen.svg"].items)
    assert is_marked(changed["cards/doctrines/cavalry_screen.svg"].items)
    assert is_marked(shipped["cards/U1.svg"].items) and not is_marked(changed["cards/U1.svg"].items)
    assert is_marked(changed["cards/H1.svg"].items) and is_marked(changed["cards/terrain/plains-1.svg"].items)
    pages = _pages(kit, out)
    text = " ".join(pages[next(i for i, t in enumerate(pages) if t.startswith("Sources")) :])
    named, reconstructed = text[: text.index("Reconstructed")], text[text.index("Reconstructed") :]
    assert "Cavalry Screen" in reconstructed and "Cavalry Screen" not in named
    assert "Hussars" in named and "Hussars" not in reconstructed


def test_the_marks_follow_the_shipped_data_on_every_card():
    kit = get_kit_maker(GAME)(None, translations("en"))
    drawings = dict(kit.components())
    data = raw_rules(PACKAGE)
    for unit in data["units"].values():
        for number in range(1, len(unit["values"]) + 1):
            marked = is_marked(drawings[f"cards/{unit['code']}{number}.svg"].items)
            assert marked == (unit.get("source") == "reconstructed"), unit["code"]
    for doctrine in data["doctrines"]:
        marked = is_marked(drawings[f"cards/doctrines/{doctrine['id']}.svg"].items)
        assert marked == (doctrine.get("source") == "reconstructed"), doctrine["id"]
    for kind, terrain in data["terrain"].items():
        marked = is_marked(drawings[f"cards/terrain/{kind}-1.svg"].items)
        assert marked == (terrain.get("source") == "reconstructed"), kind


def test_describe_refuses_an_item_it_cannot_name():
    ctx = KitContext(compile_tables(load(None)), translations("en"), kit_theme())
    with pytest.raises(ValueError, match=r"no printed name for the sourced item at weather\.fog"):
        describe(ctx, SourcedItem(("weather", "fog"), Sourced()))
