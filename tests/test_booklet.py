"""Every game's rules booklet read back from its PDF: the components counted as the data says, and every
reconstructed item of the data named on the sources page; an edited rules file moves the printed marks."""

from __future__ import annotations

import re

import pytest

from engine.cards import card_label, parse_card
from engine.i18n import translations
from games import get_kit_maker
from generator.marks import is_marked
from generator.paper import A4, LETTER
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


def _printed_name(data: dict, path: tuple, item: dict) -> str:
    """How the sources page names an item, worked out from the raw YAML alone."""
    if "name" in item or "title" in item:
        return item.get("name") or item["title"]
    if path[0] == "support":
        return f"{data['sides'][path[1]]['name']} {item['value']}"
    return str(card_label(parse_card(path[-1])))


def _expected_counts(game: str, data: dict) -> list[str]:
    """The component lines the booklet must print, counted from the raw YAML."""
    if game == "avcw":
        return [
            "54 × cards, with one common back",
            f"{len(data['leaders'])} × leader markers",
            f"{len(data['assets'])} × asset markers",
            f"{len(data['tracks'])} × knights (war fronts)",
            f"{len(data['sides'])} × rooks (support)",
            *(
                f"{', '.join(role['ranks'])}: {role['text']}, {4 * len(role['ranks'])} cards."
                for role in data["cards"]["roles"].values()
            ),
        ]
    minions = data["deck"]["minions"]["count"]
    return [f"{54 - minions} × suited cards", f"{minions} × Minions", "1 × rules booklet"]


@pytest.fixture(scope="module", params=["avcw", "civil_suits"])
def booklet(request, built_kits_of_the_run):
    game = request.param
    out, _ = built_kits_of_the_run.built(game)
    return game, drawn_kit(game), out


@pytest.mark.parametrize("paper", [A4, LETTER], ids=["a4", "letter"])
def test_the_booklet_read_back_counts_the_components_as_the_data_does(booklet, paper):
    game, kit, out = booklet
    pages = booklet_pages(out / paper.id / "booklet.pdf", paper, len(kit.booklet.pages))
    assert_booklet_holds(pages, len(kit.booklet.pages), _expected_counts(game, raw_rules(game)))


def test_every_reconstructed_item_of_the_data_is_named_on_the_sources_page(booklet):
    game, kit, out = booklet
    data = raw_rules(game)
    pages = booklet_pages(out / "a4" / "booklet.pdf", A4, len(kit.booklet.pages))
    sources = next(i for i, text in enumerate(pages) if text.startswith("Sources"))
    text = " ".join(pages[sources:])
    reconstructed = text[text.index("Reconstructed") :]
    items = list(reconstructed_items(data))
    assert len(items) >= {"avcw": 50, "civil_suits": 16}[game]
    for path, item in items:
        assert _printed_name(data, path, item) in reconstructed, path


def test_the_booklet_says_how_to_play_against_the_app_in_the_datas_words(booklet):
    game, kit, out = booklet
    pages = booklet_pages(out / "a4" / "booklet.pdf", A4, len(kit.booklet.pages))
    text = " ".join(pages)
    section = text[text.index("Playing against the app") : text.index("Rulings")]
    for number, step in enumerate(raw_rules(game)["app_seat"]["steps"], start=1):
        assert f"{number}. " + " ".join(step["text"].split()[:6]) in section


def test_the_booklet_is_imposed_for_a_short_edge_flip_and_listed_on_the_checklist(booklet):
    _, _, out = booklet
    assert_imposed_and_listed(out)


def _drawings(kit) -> dict[str, object]:
    return dict(kit.components())


def test_an_edited_rules_file_moves_the_marks_and_the_sources_page(tmp_path):
    source = (GAMES_DIR / "avcw" / "rules.yaml").read_text(encoding="utf-8")
    # The 10 of Diamonds' bonus card becomes a rulebook fact; the Queen Henrietta event becomes reconstructed.
    edited = source.replace(
        "      title: The London Merchants\n      source: reconstructed\n", "      title: The London Merchants\n"
    )
    edited = re.sub(
        r"(    text: The Queen lands with arms bought abroad\..*\n)",
        r"\1    source: reconstructed\n",
        edited,
    )
    assert edited.count("source: reconstructed") == source.count("source: reconstructed")
    path = tmp_path / "rules.yaml"
    path.write_text(edited, encoding="utf-8")
    tr = translations("en")
    shipped, changed = get_kit_maker("avcw")(None, tr), get_kit_maker("avcw")(path, tr)
    before, after = _drawings(shipped), _drawings(changed)
    assert is_marked(before["cards/10D.svg"].items) and not is_marked(after["cards/10D.svg"].items)
    assert not is_marked(before["cards/JC.svg"].items) and is_marked(after["cards/JC.svg"].items)
    assert is_marked(after["cards/JH.svg"].items) and not is_marked(after["cards/7H.svg"].items)

    def reconstructed_text(kit) -> str:
        texts = [t.source for page in kit.booklet.pages for t in drawing_texts(page)]
        return " ".join(texts[texts.index("Reconstructed") :])

    assert "Queen Henrietta Maria" not in reconstructed_text(shipped)
    assert "Queen Henrietta Maria" in reconstructed_text(changed)
    assert "The London Merchants" in reconstructed_text(shipped)
    assert "The London Merchants" not in reconstructed_text(changed)


def test_the_marks_follow_the_data_on_markers_and_board_places():
    tr = translations("en")
    kit = get_kit_maker("avcw")(None, tr)
    drawings = _drawings(kit)
    data = raw_rules("avcw")
    for leader, item in data["leaders"].items():
        marked = is_marked(drawings[f"markers/leader-{leader}-front.svg"].items)
        assert marked == (item.get("source") == "reconstructed"), leader
    board = drawings["board.svg"]
    marks = sum(1 for item in board.items if getattr(item, "id", None) == "reconstructed")
    places = [p for p, _ in reconstructed_items(data) if p[0] in ("tracks", "support")]
    assert marks == len(places)
    civil = _drawings(get_kit_maker("civil_suits")(None, tr))
    assert is_marked(civil["cards/AS.svg"].items) and not is_marked(civil["cards/7S.svg"].items)
