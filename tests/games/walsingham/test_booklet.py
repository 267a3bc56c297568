"""Walsingham's rules booklet read back from its PDF: the components counted as the raw data says, every
reconstructed item named on the sources page, the worked examples as the engine plays and scores them, the
marks moving with an edited rules file, and every page fitting in every language and the pseudo-locale."""

from __future__ import annotations

import pytest
import yaml

from engine.i18n import available_locales, template_path, translations
from engine.pseudo import PseudoTranslations, pseudo
from games.walsingham.components import make_context, make_kit
from games.walsingham.components.booklet import describe
from games.walsingham.components.tablesetup import starting_notes
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


def _flat(text: str) -> str:
    """Text as pdfplumber reads it across lines: a word broken after its hyphen is joined again."""
    return " ".join(text.split()).replace("- ", "-")


def _printed_name(data: dict, path: tuple, item: dict) -> str:
    """How the sources page names an item, worked out from the raw YAML alone."""
    if "name" in item:
        return item["name"]
    if path[:2] == ("money", "denominations"):
        return f"£{item['value']}"
    if path == ("mission",):
        return "The loyalty mission"
    if path[0] == "halves":
        return f"{data['effects'][item['first']]['name']} with {data['effects'][item['second']]['name']}"
    if path[0] == "tiles":
        value = f"{item['vp']} VP" if item["vp"] else f"{item['intrigue']} Intrigue"
        return f"a {data['loyalty']['colours'][item['colour']]['tile']} worth {value}"
    raise AssertionError(f"no expected name for {path}")


def _expected_counts(data: dict) -> list[str]:
    """The component lines the booklet must print, counted from the raw YAML."""
    players = data["players"]["max"]
    return [
        f"{len(data['loyalty']['colours']) * players + 2} × Loyalty cards",
        f"{sum(kind['count'] for kind in data['secrets'])} × Secret cards",
        f"{len(data['rewards'])} × Reward cards",
        f"{sum(kind['count'] for kind in data['tiles'])} × reward tiles",
        f"{2 * len(data['seats'])} × player markers",
        f"{sum(note['count'] for note in data['money']['denominations'])} × money notes",
        "1 × bid tracker",
        f"{players} × player aids",
        "1 × rules booklet",
    ]


@pytest.fixture(scope="module")
def built(built_kits_of_the_run):
    out, _ = built_kits_of_the_run.built("walsingham")
    return drawn_kit("walsingham"), out


def _pages(built, paper=A4) -> list[str]:
    kit, out = built
    return booklet_pages(out / paper.id / "booklet.pdf", paper, len(kit.booklet.pages))


@pytest.mark.parametrize("paper", [A4, LETTER], ids=["a4", "letter"])
def test_the_booklet_read_back_counts_the_components_as_the_data_does(built, paper):
    kit, _ = built
    pages = [_flat(page) for page in _pages(built, paper)]
    assert len(pages) >= 8 and "For 4 to 6 players." in pages[0]
    assert_booklet_holds(pages, len(kit.booklet.pages), _expected_counts(raw_rules("walsingham")))


def test_six_players_is_an_option_whose_cards_the_booklet_says_are_reconstructed(built):
    data = raw_rules("walsingham")
    whole = _flat(" ".join(_pages(built)))
    players = data["players"]
    assert f"The game is for {players['min']} to {players['max']} players; a table is set for {players['default']}" in (
        whole
    )
    sixth = [card for card in data["rewards"] if card["players"] == players["max"]]
    assert len(sixth) == 9 and all(card.get("source") == "reconstructed" for card in sixth)
    assert f"{data['options']['six_players']['name']}: Play with six" in whole
    assert f"The {len(sixth)} Reward cards marked 6 carry the reconstructed mark" in whole
    # Each deck's size for four, five and six players, counted from the raw data.
    sizes = [sum(1 for c in data["rewards"] if c["deck"] == "A" and c["players"] <= n) for n in (4, 5, 6)]
    assert f"Each deck holds {sizes[0]} with 4, {sizes[1]} with 5, and {sizes[2]} with 6 players." in whole


def test_every_reconstructed_item_of_the_data_is_named_on_the_sources_page(built):
    data = raw_rules("walsingham")
    pages = _pages(built)
    sources = next(i for i, text in enumerate(pages) if text.startswith("Sources"))
    text = _flat(" ".join(pages[sources:]))
    reconstructed = text[text.index("Reconstructed") :]
    items = list(reconstructed_items(data))
    assert len(items) >= 4 + 1 + 4 + 2 + 45 + 8
    for path, item in items:
        assert _printed_name(data, path, item) in reconstructed, path


def test_describe_refuses_an_item_it_cannot_name():
    ctx = make_context(None, translations("en"))
    with pytest.raises(ValueError, match=r"no printed name for the sourced item at players\.min"):
        describe(ctx, SourcedItem(("players", "min"), ctx.tables.rules.mission))


def test_the_booklet_is_imposed_for_a_short_edge_flip_and_listed_on_the_checklist(built):
    _, out = built
    assert_imposed_and_listed(out)


def test_the_set_up_diagram_draws_the_kits_own_pieces_with_the_starting_money(built):
    kit, _ = built
    data = raw_rules("walsingham")
    setup = next(page for page in kit.booklet.pages if any(t.source == "Set-up" for t in drawing_texts(page)))
    names = set()

    def walk(items):
        for item in items:
            drawing = getattr(item, "drawing", None)
            if drawing is not None:
                names.add(drawing.name)
                walk(drawing.items)
            walk(getattr(item, "items", ()) or ())

    walk(setup.items)
    assert {"bid-tracker", "deck-A-card-back", "deck-B-card-back", "deck-C-card-back", "secrets-card-back"} <= names
    assert {"tile-back", "loyalty-card-back", "card-loyalty-triple_agent-1", "marker-red-1", "note-10"} <= names
    texts = [t.source for t in drawing_texts(setup)]
    default = data["players"]["default"]
    assert f"Deck A: {sum(1 for c in data['rewards'] if c['deck'] == 'A' and c['players'] <= default)} cards" in texts
    values = [note["value"] for note in data["money"]["denominations"]]
    assert sum(starting_notes(values, data["money"]["start"])) == data["money"]["start"]
    assert starting_notes([1, 2, 5, 10], 15) == [10, 5]


def test_the_worked_auction_is_the_engines_payments(built):
    whole = _flat(" ".join(_pages(built)))
    example = whole[whole.index("A worked example: an auction") :]
    # Bids of 6, 0, 5, 0 and 2 after the second round: 6 in full, 5 and 2 halved and rounded up, 0 tied with 0.
    assert "The bid tracker: Red £6, Purple £5, Black £2, Green £0, Orange £0." in example
    for line in ("Red pays £6.", "Purple pays £3.", "Black pays £1.", "Green pays £0."):
        assert line in example
    assert "Orange bid lowest, pays nothing and receives £2." in example
    assert "Red £9, Green £15, Purple £12, Orange £17, and Black £14" in example


def test_the_worked_endgame_is_score_games_result(built):
    whole = _flat(" ".join(_pages(built)))
    example = whole[whole.index("A worked example: the end of the game") :]
    assert "So Purple is the Spy, and 3 accusers were right: Red, Green, and Orange." in example
    assert "Purple: Reward cards (4 Intrigue)" in example and "(-6 VP and -6 Intrigue); in all -6 VP and 5" in example
    assert "Green, with the most Intrigue of the others (12), gains 8 VP for it." in example
    assert "Red and Orange share the win with 15 VP each." in example


def test_the_examples_follow_an_edited_rules_file(tmp_path):
    data = yaml.safe_load((GAMES_DIR / "walsingham" / "rules.yaml").read_text(encoding="utf-8"))
    data["money"]["lowest_bidder_gets"] = 3
    data["endgame"]["accuser_vp"] = 5
    path = tmp_path / "rules.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    kit = make_kit(path, translations("en"))
    texts = " ".join(t.source for page in kit.booklet.pages for t in drawing_texts(page))
    assert "Orange bid lowest, pays nothing and receives £3." in texts
    assert "A correct accusation (5 VP)" in texts and "share the win with 17 VP each" in texts


def _edited(tmp_path, name: str, reward: str | None, secret: str | None):
    """A copy of the rules with one Reward card and one Secret kind turned into rulebook facts."""
    data = yaml.safe_load((GAMES_DIR / "walsingham" / "rules.yaml").read_text(encoding="utf-8"))
    for card in data["rewards"]:
        if card["id"] == reward:
            del card["source"]
    for kind in data["secrets"]:
        if kind["id"] == secret:
            del kind["source"]
    path = tmp_path / f"{name}.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return make_kit(path, translations("en"))


def _sources_text(kit) -> tuple[str, str]:
    """The sources page's texts: what is named from the rulebook, and what is reconstructed."""
    texts = [t.source for page in kit.booklet.pages for t in drawing_texts(page)]
    sources = " ".join(texts[texts.index("Sources") :])
    return sources[: sources.index("Reconstructed")], sources[sources.index("Reconstructed") :]


def test_an_edited_rules_file_moves_the_marks_and_the_sources_page(tmp_path):
    # One copy: Harbour dues (a02) is a rulebook fact. The other: it is reconstructed again, and the
    # cipher key becomes a rulebook fact instead.
    first, second = _edited(tmp_path, "first", "a02", None), _edited(tmp_path, "second", None, "cipher")
    faces = [{card.name: card.face for card in kit.deck.cards} for kit in (first, second)]
    assert not is_marked(faces[0]["reward-a02"].items) and is_marked(faces[1]["reward-a02"].items)
    assert is_marked(faces[0]["secret-cipher-1"].items) and not is_marked(faces[1]["secret-cipher-1"].items)
    assert is_marked(faces[0]["reward-a01"].items) and is_marked(faces[1]["reward-a01"].items)
    named, reconstructed = _sources_text(first)
    assert "Harbour dues" in named and "Harbour dues" not in reconstructed
    assert "A cipher key" in reconstructed
    named, reconstructed = _sources_text(second)
    assert "Harbour dues" in reconstructed and "A cipher key" in named and "A cipher key" not in reconstructed


def test_money_notes_the_aids_mission_and_half_cards_carry_the_mark_as_the_data_says(tmp_path):
    kit = make_kit(None, translations("en"))
    drawings = dict(kit.components())
    assert is_marked(drawings["money/money-1.svg"].items)
    assert is_marked(drawings["aids/aids-1.svg"].items)
    data = yaml.safe_load((GAMES_DIR / "walsingham" / "rules.yaml").read_text(encoding="utf-8"))
    for note in data["money"]["denominations"]:
        del note["source"]
    del data["mission"]["source"]
    for card in data["rewards"]:
        if card["id"] == "a11":  # the Treasure Map's first half: its whole's prize is still reconstructed
            del card["source"]
    path = tmp_path / "rules.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    edited = dict(make_kit(path, translations("en")).components())
    assert not is_marked(edited["money/money-1.svg"].items)
    assert not is_marked(edited["aids/aids-1.svg"].items)
    assert is_marked(edited["cards/reward-a11.svg"].items)
    del data["halves"]["map"]["source"]
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    edited = dict(make_kit(path, translations("en")).components())
    assert not is_marked(edited["cards/reward-a11.svg"].items)


class _EveryTextPseudo(PseudoTranslations):
    """The pseudo-locale for texts not yet in the catalog template too (the booklet's new texts)."""

    def _look_up(self, context, message):
        return pseudo(message)

    def npgettext(self, context, singular, plural, n):
        return pseudo(singular if n == 1 else plural)


@pytest.mark.parametrize("locale", [*available_locales(), "every-text-pseudo"])
def test_the_booklet_fits_its_pages_in_every_language_and_the_pseudo_locale(locale):
    tr = _EveryTextPseudo(template_path()) if locale == "every-text-pseudo" else translations(locale)
    for ink_saver in (False, True):
        kit = make_kit(None, tr, ink_saver)
        assert [str(o) for page in kit.booklet.pages for o in page.overflows] == []
        assert 8 <= len(kit.booklet.pages) <= 32
    if locale == "every-text-pseudo":  # the texts did go through the catalog: the pages are pseudo text
        texts = " ".join(t.source for page in kit.booklet.pages for t in drawing_texts(page))
        assert pseudo("What the pieces are for") in texts and pseudo("Every Reward card") in texts
