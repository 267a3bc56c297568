"""The game as set up by the rulebook: the deck's roles, the pieces, the leaders and assets."""

from collections import Counter

from engine.cards import format_card
from engine.game import CHANCE
from tests.games.avcw.helpers import P, R, front, support_value


def test_the_deck_splits_into_its_roles(avcw):
    roles = Counter(avcw.tables.role)
    assert roles == {"casualty": 12, "action": 24, "bonus": 4, "event": 12, "joker": 2}
    assert sorted({avcw.tables.value[c] for c in avcw.tables.casualty_cards}) == [1, 2, 3]
    assert sorted({avcw.tables.value[c] for c in avcw.tables.action_cards}) == [4, 5, 6, 7, 8, 9]


def test_bonus_cards_belong_to_the_side_of_their_colour(avcw):
    sides = {format_card(card): side for card, side in avcw.tables.bonus_side.items()}
    assert sides == {"10H": 0, "10D": 0, "10S": 1, "10C": 1}


def test_six_events_for_each_side(avcw):
    assert Counter(event.side for event in avcw.tables.events.values()) == {0: 6, 1: 6}
    assert str(avcw.tables.events[avcw.tables.event_cards[0]].title)


def test_a_new_game_starts_as_the_rulebook_sets_it_up(avcw):
    state = avcw.new_initial_state(seed=1)
    assert state.current_player() == CHANCE and state.step == "deal" and state.round == 1
    assert support_value(state, R) == 5 and support_value(state, P) == 6
    assert {track: front(state, track) for track in ("north", "midlands", "south", "foreign")} == {
        "north": "york",
        "midlands": "nottingham",
        "south": "bristol",
        "foreign": "paris",
    }
    assert len(state.deck) == 24 and len(state.event_deck) == 12 and len(state.casualty_deck) == 12
    assert sorted(format_card(c) for c in state.bonus_board) == ["10C", "10D", "10H", "10S"]
    assert state.trump is None


def test_starting_leaders_four_royalist_three_parliament(avcw):
    state = avcw.new_initial_state()
    names = [[avcw.tables.leaders[i].id for i in side] for side in state.leaders]
    assert len(names[0]) == 3 and "cromwell" not in names[0] and "manchester" in names[0]
    assert len(names[1]) == 4 and "wilmot" in names[1]


def test_no_asset_is_held_at_the_start(avcw):
    state = avcw.new_initial_state()
    assert state.assets == [[], []]


def test_parliament_leaders_are_harder_to_kill(avcw):
    ratings = {side: [ld.rating for ld in avcw.tables.leaders if ld.side == side] for side in (0, 1)}
    assert min(ratings[0]) >= max(ratings[1]) or sum(ratings[0]) / 4 > sum(ratings[1]) / 4
    assert all(3 <= rating <= 5 for side in ratings.values() for rating in side)


def test_tracks_have_six_or_seven_spaces_and_labels(avcw):
    for track in avcw.tables.tracks:
        assert len(track.space_ids) in (6, 7)
    foreign = avcw.tables.tracks[avcw.tables.trump_track]
    assert [foreign.label(i) for i in range(6)] == ["P3", "P2", "P1", "R1", "R2", "R3"]
    midlands = avcw.tables.tracks[avcw.tables.track_index["midlands"]]
    assert midlands.label(6) == "R3" and midlands.space_ids[6] == "turnham_green"
