"""Walsingham's endgame: visible Intrigue and the order of accusations, the reveal, the Spy's penalty and win,
Walsingham's rewards, the loyalty mission, the halves and the most VP, with exact figures."""

import itertools

from games.walsingham.endgame import NO_SPY, score_game, visible_intrigue
from tests.games.walsingham.helpers import (
    BLACK,
    GAME,
    GREEN,
    ORANGE,
    PURPLE,
    RED,
    act,
    play_turn,
    refused,
    rendered,
    start,
)

T = GAME.tables
R, G, P, O, B = range(5)  # noqa: E741 (the seats' initials)


def numbers(index, *names):
    return [index[name] for name in names]


def table(**overrides):
    """The five players' holdings of the worked example (Purple the Spy), with changes."""
    data = {
        "loyalty": [["blue", "blue"], ["yellow", "blue"], ["spy", "yellow"], ["blue", "yellow"], ["blue", "yellow"]],
        "kept": [
            numbers(T.reward_index, "a01", "c02"),
            numbers(T.reward_index, "c05", "b03"),
            numbers(T.reward_index, "a04", "a12", "c12"),
            numbers(T.reward_index, "a11", "b11", "b10", "c11"),
            numbers(T.reward_index, "a02"),
        ],
        "tiles": [
            numbers(T.tile_index, "blue_vp1-1"),
            numbers(T.tile_index, "yellow_in2-1"),
            numbers(T.tile_index, "blue_in2-1"),
            numbers(T.tile_index, "yellow_vp2-1"),
            [],
        ],
        "secrets": [
            [],
            numbers(T.secret_index, "informer-1"),
            numbers(T.secret_index, "cipher-1"),
            [],
            numbers(T.secret_index, "patent-1"),
        ],
        "accusations": [P, P, R, P, R],
        "tracker": [R, G, P, O, B],
    }
    data.update(overrides)
    return data


def score(**overrides):
    data = table(**overrides)
    return score_game(
        T, data["loyalty"], data["kept"], data["tiles"], data["secrets"], data["accusations"], data["tracker"]
    )


def items(result, seat):
    return {key: (vp, intrigue) for key, vp, intrigue in result["rows"][seat]["items"]}


def test_visible_intrigue_leaves_secrets_out_and_counts_a_whole_code_book():
    data = table()
    assert visible_intrigue(T, data["kept"][P], data["tiles"][P]) == 2 + 1 + 1 + 3 + 2
    assert visible_intrigue(T, data["kept"][G], data["tiles"][G]) == 4 + 3 + 2


def test_a_thwarted_spy_the_worked_example_line_by_line():
    result = score()
    assert result["spy"] == P and result["correct"] == [R, G, O] and not result["spy_wins"]
    # Red: 2 + 5 VP of cards, a blue tile for two blue cards (mission), a correct accusation.
    assert items(result, R) == {"rewards": (7, 0), "tiles": (1, 0), "accuser": (3, 0), "mission": (4, 0)}
    assert result["rows"][R]["vp"] == 15
    # Green: 12 Intrigue with the Secret, the most of the non-Spies: two thirds of 12 is 8 VP.
    assert items(result, G) == {
        "rewards": (0, 7),
        "tiles": (0, 2),
        "secrets": (0, 3),
        "accuser": (3, 0),
        "intrigue_bonus": (8, 0),
    }
    assert result["bonus_to"] == G
    # Purple, the Spy: 11 Intrigue, less 2 VP and 2 Intrigue for each of three correct accusers.
    assert items(result, P)["spy_penalty"] == (-6, -6)
    assert (result["rows"][P]["vp"], result["rows"][P]["intrigue"]) == (-6, 5)
    # Orange: four map halves make two whole maps, 3 VP each.
    assert items(result, O) == {"rewards": (4, 0), "tiles": (2, 0), "halves": (6, 0), "accuser": (3, 0)}
    assert result["rows"][O]["vp"] == 15
    assert result["rows"][B]["vp"] == 5  # a wrong accusation earns nothing; no tile, no mission
    assert result["winners"] == [R, O]  # 15 VP each: they share the win


def test_the_spy_wins_with_strictly_the_most_intrigue_after_the_penalty():
    secrets = table()["secrets"]
    no_informer = [[], [], secrets[P], [], secrets[B]]
    # Nobody accuses the Spy: Purple's 11 beats Green's 9.
    result = score(secrets=no_informer, accusations=[G, R, R, B, R])
    assert result["spy_wins"] and result["winners"] == [P]
    assert "accuser" not in items(result, R) and "mission" not in items(result, R)
    # One correct accuser: 11 - 2 = 9 ties Green's 9, and a tie thwarts the Spy.
    result = score(secrets=no_informer, accusations=[P, R, R, B, R])
    assert not result["spy_wins"] and result["rows"][P]["intrigue"] == 9


def test_the_intrigue_bonus_rounds_down_and_a_tie_goes_to_the_higher_last_bid():
    kept = table()["kept"]
    kept[G] = numbers(T.reward_index, "c05", "a04", "a05")  # 8 Intrigue
    kept[O] = numbers(T.reward_index, "c06", "b03", "a11")  # 7 Intrigue
    tiles = table()["tiles"]
    tiles[G] = []
    tiles[O] = numbers(T.tile_index, "blue_in1-1")  # Orange 8 too
    secrets = [[], [], [], [], []]
    result = score(kept=kept, tiles=tiles, secrets=secrets, tracker=[O, R, G, P, B])
    assert result["bonus_to"] == O and items(result, O)["intrigue_bonus"] == (5, 0)  # two thirds of 8, down
    result = score(kept=kept, tiles=tiles, secrets=secrets, tracker=[G, R, O, P, B])
    assert result["bonus_to"] == G


def test_with_no_spy_the_no_spy_calls_earn_the_reward_and_nobody_the_intrigue_bonus():
    loyalty = table()["loyalty"]
    loyalty[R] = ["spy", "triple_agent"]
    loyalty[P] = ["blue", "yellow"]
    result = score(loyalty=loyalty, accusations=[G, NO_SPY, R, NO_SPY, P])
    assert result["spy"] is None and result["correct"] == [G, O]
    assert result["bonus_to"] is None and all("intrigue_bonus" not in row["items"] for row in result["rows"])
    assert items(result, G)["accuser"] == (3, 0)
    # The Triple Agent's mission is done whatever the tiles.
    assert items(result, R)["mission"] == (4, 0)
    assert "spy_penalty" not in items(result, R)


def test_the_loyalty_mission_wants_a_tile_of_each_loyal_cards_colour():
    tiles = table()["tiles"]
    tiles[O] = numbers(T.tile_index, "yellow_vp2-1", "blue_vp1-2")
    assert "mission" in items(score(tiles=tiles), O)
    assert "mission" not in items(score(), O)  # yellow only, for a blue and a yellow card
    assert "mission" not in items(score(), P)  # never the Spy


def endgame_state():
    state = start()
    for _ in range(9):
        play_turn(state)
    return state


def test_accusations_go_from_the_lowest_visible_intrigue_ties_to_the_higher_last_bid():
    state = endgame_state()
    visible = state.visible()
    rank = {seat: index for index, seat in enumerate(state.tracker)}
    order = [state.seats.index(seat) for seat in [state.seats[s] for s in state.accusers]]
    assert [visible[s] for s in order] == sorted(visible)
    for first, second in itertools.pairwise(order):
        if visible[first] == visible[second]:
            assert rank[first] > rank[second]  # the lower last bid accuses first
    # Arranged ties: everyone at 0 visible Intrigue accuses from the lowest last bid up.
    state.kept = [[] for _ in range(5)]
    state.tiles = [[] for _ in range(5)]
    state.tracker = [B, O, P, G, R]
    state.start_endgame(None)
    assert state.accusers == [R, G, P, O, B]


def test_each_player_accuses_in_turn_and_no_spy_is_a_valid_claim():
    state = endgame_state()
    first = state.seats[state.accusers[0]]
    other = state.seats[state.accusers[1]]
    with refused(state, "not the turn of"):
        act(GAME, state, do="accuse", seat=other, target=first)
    with refused(state, "Accuse another player"):
        act(GAME, state, do="accuse", seat=first, target=first)
    with refused(state):
        act(GAME, state, do="accuse", seat=first, target="white")
    lines = act(GAME, state, do="accuse", seat=first, target="nobody")
    assert rendered(lines) == f"{first.capitalize()} says there is no spy."
    assert state.view(None)["players"][first]["accused"] == "nobody"


def test_the_final_reveal_shows_every_card_and_explains_the_score_line_by_line():
    state = endgame_state()
    while state.step == "accuse":
        seat = state.seats[state.actor]
        act(GAME, state, do="accuse", seat=seat, target=PURPLE if seat != PURPLE else RED)
    view = state.view(GREEN)
    assert view["players"][PURPLE]["loyalty"] == ["spy", "yellow"]
    assert view["scoring"]["spy"] == PURPLE and view["scoring"]["correct"] == [RED, GREEN, ORANGE, BLACK]
    assert view["scoring"]["rows"][PURPLE]["items"][-1] == {
        "item": "spy_penalty",
        "text": "The Spy's penalty for correct accusations",
        "vp": -8,
        "intrigue": -8,
    }
    text = rendered(state.log)
    assert "The reveal: Purple is the Spy." in text
    assert "Red: A correct accusation, 3 VP and 0 Intrigue." in text
    last = text.splitlines()[-1]
    assert state.is_terminal() and (" won" in last or "share the win" in last)
    for seat in (RED, GREEN, ORANGE, BLACK):
        row = view["scoring"]["rows"][seat]
        assert row["vp"] == sum(item["vp"] for item in row["items"])
