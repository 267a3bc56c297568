"""Walsingham's rules data: the counts the draft gives, the reconstructed items marked so, the rulings,
and cross-checks that name file, line and path."""

from collections import Counter

import pytest

from engine.errors import RulesDataError
from games.walsingham.data import RULES_PATH, compile_tables, load
from tests.helpers import rules_copy

RULES = load()
TABLES = compile_tables(RULES)


def test_the_components_the_draft_lists():
    assert len(RULES.loyalty.colours) == 2 and RULES.loyalty.per_player == 2
    assert sum(kind.count for kind in RULES.secrets) == 21
    draft = [card for card in RULES.rewards if card.players <= 5]
    assert len(draft) == 36
    assert Counter(card.deck for card in draft) == {"A": 12, "B": 12, "C": 12}
    assert sum(card.players == 5 for card in draft) == 9  # three "5+" cards per deck, out for four players
    tiles = Counter()
    for kind in RULES.tiles:
        tiles[kind.colour] += kind.count
        assert (kind.vp, kind.intrigue) in {(1, 0), (2, 0), (0, 1), (0, 2)}
    assert tiles == {"blue": 9, "yellow": 9}
    assert (RULES.money.start, RULES.money.stipend, RULES.money.stipend_decks) == (15, 10, ["A", "B"])
    assert RULES.turns == 9 and RULES.tiles_per_turn == 2


def test_the_reward_instructions_and_halves_in_the_issues_counts():
    effects = Counter(card.effect for card in RULES.rewards if card.players <= 5)
    assert effects["triple_agent"] == 1
    assert effects["map_first"] == 2 and effects["map_second"] == 2
    assert effects["book_first"] == 2 and effects["book_second"] == 1
    assert effects["secret"] >= 1 and effects["peek"] >= 1


def test_the_endgame_figures():
    end = RULES.endgame
    assert (end.spy_penalty_vp, end.spy_penalty_intrigue, end.accuser_vp) == (2, 2, 3)
    assert (end.intrigue_bonus.numerator, end.intrigue_bonus.denominator) == (2, 3)
    assert RULES.mission.vp == 4


def test_reconstructed_items_are_marked_so():
    for card in RULES.rewards:
        assert card.source == "reconstructed"
    for item in (*RULES.secrets, *RULES.tiles, RULES.mission, *RULES.halves.values()):
        assert item.source == "reconstructed"


def test_the_sixth_players_cards_are_an_option_with_a_warning():
    sixth = [card for card in RULES.rewards if card.players == 6]
    assert len(sixth) == 9 and Counter(card.deck for card in sixth) == {"A": 3, "B": 3, "C": 3}
    assert "reconstruction" in RULES.options["six_players"].text
    assert not RULES.options["six_players"].default


def test_one_ruling_per_passage_of_the_research_notes():
    ids = {ruling.id for ruling in RULES.rulings}
    assert ids >= {
        "triple-agent-discard",
        "stipend-once-per-deck",
        "spy-win-total-intrigue",
        "intrigue-bonus",
        "claims-in-tracker-order",
        "accusations-ascending",
        "loyalty-mission",
        "bids-within-cash",
        "first-start-player",
        "two-treasure-maps",
        "sixth-player-cards",
        "foreign-ports",
    }


def test_the_tables_number_every_card():
    assert len(TABLES.reward_ids) == 45 and len(TABLES.secret_ids) == 21 and len(TABLES.tile_ids) == 18
    assert {p: sum(map(len, TABLES.decks_for(p).values())) for p in (4, 5, 6)} == {4: 27, 5: 36, 6: 45}


@pytest.mark.parametrize(
    ("edit", "problem"),
    [
        (lambda d: d["rewards"][0].update(players=5), "deck A must hold 9 cards"),
        (lambda d: d["tiles"][0].update(count=4), "19 tiles, but 9 turns use 18"),
        (lambda d: d["rewards"][1].update(id="a01"), "reward id 'a01' is used more than once"),
        (lambda d: d["rewards"][15].update(players=5), "the Triple Agent must be used with every number"),
        (lambda d: d["secrets"].__setitem__(slice(None), d["secrets"][3:]), "cannot serve"),
        (lambda d: d["rewards"][0].update(vp=0), "a card without instructions needs Intrigue or VP"),
    ],
)
def test_cross_checks_name_the_fault(tmp_path, edit, problem):
    path = rules_copy(tmp_path, RULES_PATH, edit)
    with pytest.raises(RulesDataError) as caught:
        load(path)
    listing = "\n".join(caught.value.problems)
    assert problem in listing, listing
    assert "rules.yaml:" in listing


def test_a_misspelt_field_names_its_line_and_path(tmp_path):
    path = rules_copy(tmp_path, RULES_PATH, lambda d: d["money"].update(stipnd=10))
    with pytest.raises(RulesDataError) as caught:
        load(path)
    assert any("money.stipnd: unknown field" in line for line in caught.value.problems)
