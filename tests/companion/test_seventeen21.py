"""17(21) through the companion: two seats, secret discards, doctrines and face-down deployment revealed
together, per-wing status, a combat played through the API, and what one phone must not learn."""

from __future__ import annotations

import random

from companion.plugins import plugin_for
from engine.i18n import translations
from engine.replay import replay
from games import get_game
from tests.companion.helpers import Table
from tests.companion.test_security import _normalised, responses_to
from tests.companion.twins import checkpoints, highest_number, recorded_game, requests_for
from tests.games.seventeen21.helpers import battle

NORTH = list(range(0, 20))  # line infantry L1-L20
SOUTH = list(range(44, 64))  # artillery A1-A12 and horse H1-H8
DEAL = {"do": "deal", "north": NORTH, "south": SOUTH}
ARMY = {"left": ["L1", "L2"], "centre": ["H1", "H2"], "right": ["A1", "A2"]}
ENEMY = {"left": ["L3", "L4"], "centre": ["G1", "G2"], "right": ["D1", "D2"]}


def table_of(client) -> Table:
    return Table.create(client, game="17-21")


def through_doctrines(table: Table, north_discard=NORTH[14:]) -> None:
    table.act("north", {"do": "reveal_terrain", "cards": [0, 7, 8]})  # plains, hamlet, woods
    table.act("north", DEAL)
    table.act("north", {"do": "discard", "seat": "north", "cards": list(north_discard)})
    table.act("south", {"do": "discard", "seat": "south", "cards": SOUTH[14:]})
    table.act("south", {"do": "weather", "card": 20})  # L21, a 10: bad weather
    table.act("south", {"do": "weather", "card": 21})  # L22, a 10: rain or snow
    table.act("north", {"do": "deal_doctrines", "north": [0, 1, 2, 3, 4], "south": [5, 6, 7, 8, 9]})
    table.act("north", {"do": "keep_doctrines", "seat": "north", "cards": [2, 3, 4]})
    table.act("south", {"do": "keep_doctrines", "seat": "south", "cards": [5, 6, 7]})


def army(state_answer, seat):
    return state_answer["view"]["sides"][seat]["reserve"]


def test_a_table_has_two_seats_a_board_and_a_host(client):
    table = table_of(client)
    assert set(table.tokens) == {"north", "south", "board", "host"}
    page = client.get(f"/t/{table.tokens['north']}").get_data(as_text=True)
    assert "17-21.js" in page and '"0": "Line infantry 1 (L1)"' in page
    assert "17(21)" in client.get(f"/t/{table.tokens['host']}").get_data(as_text=True)


def test_what_south_sees_never_depends_on_norths_secret_discards(client):
    seen = []
    for discard in (NORTH[14:], NORTH[:6]):
        table = table_of(client)
        through_doctrines(table, discard)
        seen.append(_normalised(responses_to(client, table, "south"), table))
    assert seen[0] == seen[1]


def test_deployment_is_face_down_until_both_have_placed(client):
    table = table_of(client)
    through_doctrines(table)
    north = sorted(army(table.state("north"), "north"))
    answer = table.act("north", {"do": "place", "seat": "north", "left": north[:2], "centre": north[2:4],
                                 "right": north[4:6]})  # fmt: skip
    assert answer["view"]["sides"]["north"]["my_placement"] == [north[:2], north[2:4], north[4:6]]
    south_view = table.state("south")["view"]
    assert south_view["sides"]["north"]["deployed"] and south_view["sides"]["north"]["my_placement"] is None
    assert all(not wing["units"]["north"] for wing in south_view["wings"])
    south = sorted(army(table.state("south"), "south"))
    table.act("south", {"do": "place", "seat": "south", "left": south[:2], "centre": south[2:4], "right": south[4:6]})
    board = table.state("board")["view"]
    assert [unit["card"] for unit in board["wings"][0]["units"]["north"]] == north[:2]
    assert "Line infantry" in table.board()


def to_first_turn(table: Table) -> None:
    """Set up through the API up to North's first turn (South, with the artillery, lets North start)."""
    through_doctrines(table)
    north = sorted(army(table.state("north"), "north"))
    south = sorted(army(table.state("south"), "south"))
    table.act("north", {"do": "place", "seat": "north", "left": north[:2], "centre": north[2:4], "right": north[4:6]})
    table.act("south", {"do": "place", "seat": "south", "left": south[:2], "centre": south[2:4], "right": south[4:6]})
    answer = table.state("north")
    # South has the artillery (the second type listed), so South chooses who starts.
    assert answer["view"]["step"] == "first" and answer["controls"]["acts"] is False
    table.act("south", {"do": "choose_first", "seat": "south", "first": "north"})


def test_a_combat_through_the_phones(client):
    table = table_of(client)
    to_first_turn(table)
    draft = table.state("north")["controls"]["draft"]
    first, second = draft["attack"]["units"][:2]
    attack = {"do": "attack", "seat": "north", "units": [first["card"], second["card"]],
              "targets": [first["ways"][0]["target"], second["ways"][0]["target"]]}  # fmt: skip
    table.act("north", attack)
    answer = table.state("south")
    assert answer["view"]["combat"]["to_play"] == "north" and answer["controls"]["acts"] is False
    refused = table.send("south", {"do": "stand", "seat": "south"})
    assert refused.status_code == 422 and "not the turn of South" in refused.get_json()["error"]["message"]
    table.act("north", {"do": "call", "seat": "north"})
    draw = table.state("south")["controls"]
    assert draw["chance"] and draw["entry"]["groups"] and draw["entry"]["count"] == 1
    table.act("south", {"do": "draw"})
    combat = table.state("north")["view"]["combat"]
    assert len(combat["attacker"]["cards"]) == 1 and combat["attacker"]["total"] > 0
    assert combat["attacker"]["cohesion_left"] is not None


def test_the_cards_offered_for_a_draw_never_reveal_the_other_armys_secret_cards(client):
    table = table_of(client)
    table.act("north", {"do": "reveal_terrain", "cards": [0, 7, 8]})
    table.act("north", DEAL)
    table.act("north", {"do": "discard", "seat": "north", "cards": NORTH[14:]})
    table.act("south", {"do": "discard", "seat": "south", "cards": SOUTH[14:]})
    entry = table.state("north")["controls"]["entry"]
    offered = {item["card"] for group in entry["groups"] for item in group["cards"]}
    # North has not seen South's army or discards: they are offered like any card still in the deck.
    assert set(SOUTH) <= offered and not set(NORTH) & offered
    assert set(entry["codes"].values()) == offered


def test_a_hand_entered_on_one_phone_leaves_the_other_phones_picker_as_it_was(client):
    table = table_of(client)
    table.act("north", {"do": "reveal_terrain", "cards": [0, 7, 8]})
    before = table.state("south")["controls"]["entry"]
    assert before["do"] == "dealt" and before["seat"] == "south" and before["count"] == 20 and before["app"]
    table.act("north", {"do": "dealt", "seat": "north", "cards": NORTH})
    after = table.state("south")["controls"]["entry"]
    # Every card is still offered to South, North's among them: what is left out would show North's hand.
    assert after["groups"] == before["groups"] and after["codes"] == before["codes"]
    assert not after["app"]  # the cards are dealt at the table: the app deals no longer
    assert table.state("north")["controls"]["entry"]["entered"]  # North has nothing more to enter
    for role in ("north", "south"):  # who has entered, on both phones; nothing is set aside (the app's deal is off)
        entries = table.state(role)["controls"]["entries"]
        assert entries["note"] == "Entered so far: North. Still to enter: South." and entries["set_aside"] is None
    refused = table.send("south", {"do": "dealt", "seat": "south", "cards": SOUTH[:19]})
    assert refused.status_code == 422
    assert refused.get_json()["error"]["message"] == "Enter the 20 cards you were dealt, not 19."
    table.act("south", {"do": "dealt", "seat": "south", "cards": SOUTH})
    assert table.state("north")["view"]["step"] == "discard"


def test_the_headline_counts_the_battle_deck_in_plain_words(client):
    table = table_of(client)
    assert table.state("north")["panel"]["headline"] == "Setting up the battle"
    to_first_turn(table)
    assert table.state("north")["panel"]["headline"] == "Turn 1 · battle deck 1 of 2"


def test_the_turn_is_drafted_on_the_phone_with_the_engines_reasons_and_sent_once(client):
    table = table_of(client)
    to_first_turn(table)
    answer = table.state("north")
    draft = answer["controls"]["draft"]
    reserve = answer["view"]["sides"]["north"]["reserve"]  # L7-L14: combat values 4 5 5 5 6 6 7 7
    assert [item["card"] for item in draft["reserve"]] == reserve
    assert [item["value"] for item in draft["reserve"]] == [4, 5, 5, 5, 6, 6, 7, 7]
    assert draft["deploy"] is None and draft["room"] == {"left": 0, "centre": 0, "right": 0}  # every wing full
    assert [len(unit["ways"]) for unit in draft["attack"]["units"]] == [2] * 6
    assert draft["attack"]["count_reason"] == "Declare at least two attacks, each unit with the enemy unit it attacks."
    platoon = next(doc for doc in draft["doctrines"] if doc["name"] == "Platoon Fire")
    assert platoon["cost"] == 6 and platoon["short"][5] == "The cards paid add up to 5; the doctrine costs 6."
    assert platoon["surplus"].startswith("Pay only the cards needed")
    # South is not to act: its phone gets no draft, and nothing of North's reserve.
    south = table.state("south")
    assert south["controls"]["draft"] is None and south["view"]["sides"]["north"]["reserve"] is None
    # The engine answers a payment the draft would show as wrong with the same sentence.
    refused = table.send("north", {"do": "doctrine", "seat": "north", "doctrine": platoon["doctrine"],
                                   "pay": [reserve[0], reserve[1], reserve[2]]})  # fmt: skip
    assert refused.status_code == 422 and refused.get_json()["error"]["message"] == platoon["surplus"]
    # Three attacks, in the order chosen on the phone.
    units = draft["attack"]["units"]
    order = [units[4], units[0], units[2]]
    table.act("north", {"do": "attack", "seat": "north", "units": [u["card"] for u in order],
                        "targets": [u["ways"][1]["target"] for u in order]})  # fmt: skip
    view = table.state("south")["view"]
    assert view["combat"]["attacker"]["card"] == order[0]["card"]
    assert [entry[0] for entry in view["attacks"]] == [order[1]["card"], order[2]["card"]]


def test_a_doctrine_paid_with_several_cards_through_the_api(client):
    table = table_of(client)
    to_first_turn(table)
    draft = table.state("north")["controls"]["draft"]
    platoon = next(doc for doc in draft["doctrines"] if doc["name"] == "Platoon Fire")
    cards = [draft["reserve"][0]["card"], draft["reserve"][1]["card"]]  # 4 + 5: both needed for 6
    answer = table.act("north", {"do": "doctrine", "seat": "north", "doctrine": platoon["doctrine"], "pay": cards})
    assert sorted(answer["view"]["sides"]["north"]["rout_pile"]) == sorted(cards)
    assert platoon["doctrine"] in answer["view"]["sides"]["north"]["active"]


def test_a_matched_doctrine_is_drafted_free_with_its_cards_to_take_back():
    from games import get_game
    from games.seventeen21 import referee
    from tests.games.seventeen21.helpers import GAME, N, act, battle, c, cs, move

    state = battle(north={"left": ["L1", "L2"], "centre": ["H1", "H2"], "right": ["A1", "A2"]},
                   south={"left": ["L3", "L4"], "centre": ["G1", "G2"], "right": ["D1", "D2"]},
                   north_doctrines=("oblique_order", "coup_d_oeil", "pandour_screen"), deck=("L8",))  # fmt: skip
    move(state, cs("L2", "A2", "H2"), state.routs[0])
    act(GAME, state, do="attack", seat=N, units=cs("L1", "H1"), targets=cs("L3", "G1"))
    act(GAME, state, do="call", seat=N)
    act(GAME, state, do="draw", card=c("L8"))  # a 5: Coup d'oeil's cost
    controls = referee.controls(get_game("17-21"), state, N, None)
    [doc] = controls["draft"]["doctrines"]
    assert doc["free"] and doc["kind"] == "recover" and doc["most"] == 2
    assert [item["card"] for item in doc["pile"]] == sorted(cs("L2", "A2", "H2"))
    assert [option["action"]["do"] for option in controls["options"]] == ["decline"]
    assert referee.controls(get_game("17-21"), state, "south", None)["draft"] is None


def test_hands_entered_at_once_on_both_phones_both_go_in_and_the_first_is_taken_back_without_asking(client):
    table = table_of(client)
    table.act("north", {"do": "reveal_terrain", "cards": [0, 7, 8]})
    table.act("north", {"do": "dealt", "seat": "north", "cards": NORTH})
    undone = table.undo("north")  # the first hand showed nothing: taken back at once
    assert undone.status_code == 200 and table.state("north")["view"]["sides"]["north"]["reserve"] == []
    version = table.version()
    table.act("north", {"do": "dealt", "seat": "north", "cards": NORTH})
    # South's phone sent its hand against the version before North's: a secret entry of the same step commutes.
    late = table.send("south", {"do": "dealt", "seat": "south", "cards": SOUTH}, version=version)
    assert late.status_code == 200, late.get_json()
    assert table.state("south")["view"]["step"] == "discard"


def test_only_the_losing_side_enters_the_cards_it_loses(client):
    game = get_game("17-21")
    plugin = plugin_for(game)
    state = battle(north=ARMY, south=ENEMY, north_reserve=("L5", "L6", "L7"))
    state.step, state.loss = "lose", [0, 2, 0]  # North loses two reserve cards at random
    tr = translations("en")
    mine = plugin.controls(game, state, "north", tr)["entry"]
    offered = sorted(item["card"] for group in mine["groups"] for item in group["cards"])
    assert offered == sorted(state.hands[0]) and mine["count"] == 2 and mine["field"] == "cards"
    assert mine["heading"] == "Shuffle and draw 2 cards at random, then enter them."
    theirs = plugin.controls(game, state, "south", tr)["entry"]
    assert theirs["entered"] == "North enters the cards lost on their phone, or lets the app choose them."
    assert theirs["groups"] == [] and theirs["app"]


def test_the_leak_tests_game_from_the_table_probes_a_hand_entered_beside_one_not_yet():
    """The leak test's game played from the table (seed 4) meets each private entry and sends entries there."""
    game = get_game("17-21")
    log = recorded_game(game, 4, unseen=True)
    assert [item["do"] for item in log].count("dealt") == 4  # two hands of unit cards, two of doctrines
    rng = random.Random(15)
    halfway = [n for n in checkpoints(game, log, 4, 6, rng) if replay(game, log[:n], seed=4).state.is_entering()]
    assert halfway, "no position with one hand entered and the other not yet"
    state = replay(game, log[: halfway[0]], seed=4).state
    waiting = state.seats_to_act()[0]
    requests = requests_for(game, state, waiting, rng, highest_number(game, log))
    assert sum(item["do"] == "dealt" and item.get("seat") == waiting for item in requests) > 50


def test_the_terrain_drawn_for_the_hussars_is_entered_by_its_kind_through_a_picker():
    game = get_game("17-21")
    state = battle(north=ARMY, south=ENEMY)
    state.step = "draw_terrain"
    entry = plugin_for(game).controls(game, state, "south", translations("en"))["entry"]
    names = [item["name"] for item in entry["groups"][0]["cards"]]
    assert entry["do"] == "draw_terrain" and entry["field"] == "card" and entry["count"] == 1
    assert len(names) == len(set(names))  # which card of a kind is drawn does not matter: each kind once
    assert {item["card"] for item in entry["groups"][0]["cards"]} <= set(state.terrain_deck)
