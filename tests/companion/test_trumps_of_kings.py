"""Trumps of Kings through the companion: three kingdoms of nine seats, hands secret on each phone, a trump
contest shown to every phone and fought between two, the live map, and a battle's result entered on a phone."""

from __future__ import annotations

from engine.i18n import render, translations
from games import get_game
from games.trumps_of_kings import referee
from tests.companion.helpers import Table
from tests.companion.test_security import _normalised, assert_no_card_in, responses_to
from tests.games.trumps_of_kings.arrange import arrange

KINGDOMS = ("prussia", "austria", "france")
OPTIONS = {name: name in KINGDOMS for name in ("austria", "bavaria", "england", "france", "prussia", "russia")}
OPTIONS |= {"spain": False, "sweden": False, "turkey": False}
HANDS = {
    "prussia": ["9C", "JC", "2H", "3H", "4H", "5H"],
    "austria": ["10C", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S"],
    "france": ["QC", "KC", "AC", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D"],
}
INVADE = {"do": "invade", "seat": "prussia", "card": "9C", "army": "prussia_1", "province": "saxony"}


def kings_table(client, hands=HANDS) -> Table:
    """A table of Prussia, Austria and France, Prussia first, every hand entered."""
    table = Table.create(client, OPTIONS, game="trumps_of_kings")
    table.act("prussia", {"do": "cut", "first": "prussia"})
    for seat in KINGDOMS:
        table.act(seat, {"do": "draw", "seat": seat, "cards": hands[seat]})
    return table


def test_every_kingdom_has_a_seat_and_the_phones_show_only_their_own_hand(client):
    table = kings_table(client)
    # Links only for the kingdoms with a player (here not Turkey), the board and the host.
    assert {"prussia", "austria", "france", "board", "host"} <= set(table.tokens) and "turkey" not in table.tokens
    host = client.get(f"/t/{table.tokens['host']}").get_data(as_text=True)
    assert host.count("<svg") == 4 and "Turkey" not in host  # a code for each kingdom with a player, and the board
    seat_page = client.get(f"/t/{table.tokens['austria']}").get_data(as_text=True)
    assert "trumps_of_kings.js" in seat_page and "<title>Austria" in seat_page
    assert set(table.state("austria")["view"]["kingdoms"]["austria"]["hand"]) == set(HANDS["austria"])
    assert table.state("austria")["view"]["kingdoms"]["prussia"]["hand"] is None
    assert table.state("austria")["view"]["kingdoms"]["prussia"]["hand_count"] == 6
    for role in ("france", "board"):
        assert_no_card_in(responses_to(client, table, role), set(HANDS["austria"]) | set(HANDS["prussia"]))


def test_a_trump_contest_is_shown_to_all_and_closed_to_two(client):
    table = kings_table(client)
    assert table.state("prussia")["controls"]["acts"]
    choices = table.state("prussia")["controls"]["choices"]
    labels = {choice["label"] for choice in choices if "9C" in choice.get("cards", ())}
    assert "Invade Saxony with Frederick II" in labels and "Pass" in {c["label"] for c in choices}
    table.act("prussia", INVADE)
    for role in ("board", "france", "austria"):
        instruction = table.state(role)["panel"]["instruction"]
        assert "Prussia nominates: Invade Saxony with Frederick II (9 of Clubs)" in instruction
        assert "Austria may trump it or let it pass" in instruction
    trumps = [c for c in table.state("austria")["controls"]["choices"] if c["action"]["do"] == "trump"]
    assert [c["cards"] for c in trumps] == [["10C"]]
    assert table.state("france")["controls"]["choices"] == []
    table.act("austria", {"do": "trump", "seat": "austria", "card": "10C"})
    # Closed: France may no longer trump, though it holds higher clubs.
    response = table.send("france", {"do": "trump", "seat": "france", "card": "KC"})
    assert response.status_code == 422 and "not the turn of France" in response.get_json()["error"]["message"]
    assert "On top is the 10 of Clubs of Austria" in table.state("board")["panel"]["instruction"]
    table.act("prussia", {"do": "trump", "seat": "prussia", "card": "JC"})
    table.act("austria", {"do": "decline", "seat": "austria"})
    view = table.state("board")["view"]
    assert view["battles"][0]["province"] == "saxony" and view["actor"] == "austria"
    assert "Prussia trumps with the Jack of Clubs" in "\n".join(table.state("board")["log"])


def test_a_move_that_several_cards_can_make_is_one_choice_listing_them(client):
    table = kings_table(client)
    choices = table.state("prussia")["controls"]["choices"]
    invasions = [c for c in choices if c["label"] == "Invade Saxony with Frederick II"]
    # Clubs invade, and so do hearts for Prussia: each of its six cards, listed on the one choice.
    assert len(invasions) == 1 and sorted(invasions[0]["cards"]) == sorted(HANDS["prussia"])
    actions = [{**c["action"], "card": card} for c in choices for card in c.get("cards", [None])]
    assert INVADE in actions and len(actions) == len({repr(a) for a in actions}), "each legal move once"
    table.act("prussia", {**invasions[0]["action"], "card": "3H"})  # the card tapped, sent with the choice
    assert "3H" not in table.state("prussia")["view"]["kingdoms"]["prussia"]["hand"]


def test_the_board_is_the_printed_map_with_armies_and_holders(client):
    table = kings_table(client)
    svg = client.get(f"/api/t/{table.tokens['board']}/board.svg").get_data(as_text=True)
    assert 'id="province-saxony"' in svg and 'id="sea-baltic"' in svg
    assert "Turn 1 of 16" in svg and "Prussia to act" in svg and "Austria 10/10" in svg
    assert svg.count(">15<") >= 6  # the six Royal Armies of three kingdoms, at 15 elements


def test_a_battle_result_is_entered_on_a_phone_of_the_battle(client):
    table = kings_table(client)
    table.act("prussia", INVADE)
    table.act("austria", {"do": "decline", "seat": "austria"})
    table.act("france", {"do": "decline", "seat": "france"})
    for seat in ("austria", "france", "prussia", "austria", "france", "prussia"):
        table.act(seat, {"do": "pass", "seat": seat})
    state = table.state("france")
    assert state["controls"]["step"] == "battles"
    # Saxony has no player: Austria, next door in Bohemia, commands its side; France is not in the battle.
    instruction = state["panel"]["instruction"]
    # Each side is named: the attacking kingdom, and the province defending without a player.
    assert (
        "Fight the battle for Saxony on the table: Prussia attacks with Frederick II (skill 1) and 15 elements; "
        "Saxony defends with the garrison of 12." in instruction
    )
    assert "Austria commands the side of the province, which has no player." in instruction
    assert state["panel"]["who"] == "Waiting for Prussia or Austria."
    assert state["view"]["battles"][0]["defended_by"] == "austria"
    assert state["controls"]["choices"] == [] and not state["controls"]["acts"]
    result = {"do": "result", "seat": "france", "province": "saxony", "winner": "attacker", "victory": "victory",
              "defeat": "minor_defeat"}  # fmt: skip
    response = table.send("france", result)
    assert response.status_code == 422
    assert response.get_json()["error"]["message"] == (
        "Prussia and Austria command the battle for Saxony: one of them enters its result."
    )
    results = [c for c in table.state("austria")["controls"]["choices"] if c["action"]["do"] == "result"]
    assert len(results) == 8 and "Prussia wins (Victory); Saxony: Minor defeat" in {c["label"] for c in results}
    battle = table.state("austria")["controls"]["battle"]
    assert battle["sides"] == {"attacker": "Prussia", "defender": "Saxony"} and battle["side"] == "Saxony"
    table.act("austria", dict(result, seat="austria"))
    view = table.state("board")["view"]
    assert view["provinces"]["saxony"] == ["client", "prussia"] and view["armies"]["prussia_1"]["size"] == 12


def test_what_france_sees_does_not_depend_on_austrias_hand(client):
    other = dict(HANDS, austria=["10H", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S"])
    seen = []
    for hands in (HANDS, other):
        table = kings_table(client, hands)
        table.act("prussia", INVADE)
        seen.append(_normalised(responses_to(client, table, "france"), table))
    assert seen[0] == seen[1]


def test_the_kingdom_drawing_may_enter_its_physical_cards_from_its_phone(client):
    table = Table.create(client, OPTIONS, game="trumps_of_kings")
    table.act("prussia", {"do": "cut", "first": "prussia"})
    entry = table.state("prussia")["controls"]["entry"]
    assert entry["count"] == 6 and len(entry["picker"]["cards"]) == 52  # nothing is known yet
    assert table.state("austria")["controls"]["entry"] is None  # only the kingdom drawing enters its cards
    table.act("prussia", {"do": "draw", "seat": "prussia", "cards": HANDS["prussia"]})
    offered = table.state("austria")["controls"]["entry"]["picker"]["cards"]
    # Austria is offered every card but its own and the public ones: Prussia's hand stays secret.
    assert len(offered) == 52 and "9C" in offered


def test_a_table_of_unseen_hands_offers_any_card_nobody_has_seen_once_per_suit(client):
    table = Table.create(client, OPTIONS, game="trumps_of_kings")
    table.act("prussia", {"do": "cut", "first": "prussia"})
    for seat in KINGDOMS:
        table.act(seat, {"do": "draw", "seat": seat, "unseen": True})
    controls = table.state("prussia")["controls"]
    assert controls["unseen_table"] and len(controls["cards"]) == 52
    invasions = [c for c in controls["choices"] if c["label"] == "Invade Saxony with Frederick II"]
    # Clubs invade, and so do hearts for Prussia: one choice per suit, any card of it.
    assert sorted(c["suit"] for c in invasions) == ["C", "H"] and all(c["any_of_suit"] for c in invasions)
    assert table.state("prussia")["view"]["kingdoms"]["prussia"]["unseen_cards"] == 6
    table.act("prussia", dict(INVADE, card="QH"))
    assert table.state("board")["view"]["table"] == [["prussia", "QH"]]
    response = table.send("austria", {"do": "trump", "seat": "austria", "card": "QH"})
    assert response.status_code == 422  # not higher; and the Queen of Hearts is on the table, seen by all


def test_the_proposer_may_undo_a_nomination_nobody_answered_yet(client):
    table = kings_table(client)
    table.act("prussia", INVADE)
    response = table.undo("prussia")
    assert response.status_code == 200, response.get_data(as_text=True)
    state = table.state("prussia")
    assert state["view"]["table"] == [] and state["controls"]["acts"]
    assert "9C" in state["view"]["kingdoms"]["prussia"]["hand"]


def _prussia_to_buy(client, hands=HANDS) -> Table:
    """Prussia's invasion stands and the others pass: Prussia nominates again, one card under its limit."""
    table = kings_table(client, hands)
    table.act("prussia", INVADE)
    for seat, do in (("austria", "decline"), ("france", "decline"), ("austria", "pass"), ("france", "pass")):
        table.act(seat, {"do": do, "seat": seat})
    assert table.state()["view"]["actor"] == "prussia"
    return table


def test_a_card_bought_is_entered_with_the_picker_on_the_buyers_phone_only(client):
    table = _prussia_to_buy(client)
    controls = table.state("prussia")["controls"]
    entry = controls["buy"]
    assert entry["price"] == 3 and entry["picker"]["count"] == 1
    # Every card but Prussia's own five and the spent 9 of Clubs: Austria's and France's stay on offer.
    offered = entry["picker"]["cards"]
    assert len(offered) == 46 and "10C" in offered and "9C" not in offered and "JC" not in offered
    assert table.state("austria")["controls"]["buy"] is None
    assert table.state("board")["controls"]["buy"] is None
    gold = table.state()["view"]["kingdoms"]["prussia"]["gold"]
    # A card another kingdom holds is refused with the same words as any card not in the deck.
    response = table.send("prussia", {"do": "buy", "seat": "prussia", "card": "10C"})
    assert response.status_code == 422
    assert response.get_json()["error"]["message"] == "The 10 of Clubs is not in the deck."
    response = table.send("prussia", {"do": "buy", "seat": "prussia", "card": "JC"})
    assert response.get_json()["error"]["message"] == "The Jack of Clubs is not in the deck."
    response = table.send("austria", {"do": "buy", "seat": "austria", "card": "KD"})
    assert response.status_code == 422 and "not the turn of Austria" in response.get_json()["error"]["message"]
    table.act("prussia", {"do": "buy", "seat": "prussia", "card": "KD"})
    mine = table.state("prussia")["view"]["kingdoms"]["prussia"]
    assert "KD" in mine["hand"] and mine["gold"] == gold - 3
    assert table.state("prussia")["controls"]["buy"] is None  # back at its hand limit
    assert "Prussia buys a card for 3 gold." in table.state("board")["log"]
    # The card bought is Prussia's secret: no answer to another phone, the board or the host names it.
    for role in ("austria", "france", "board", "host"):
        assert_no_card_in(responses_to(client, table, role), {"KD"})


def test_what_the_buyer_is_offered_does_not_depend_on_the_other_hands(client):
    other = dict(HANDS, austria=["KD", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S"])
    offers = [_prussia_to_buy(client, hands).state("prussia")["controls"]["buy"] for hands in (HANDS, other)]
    assert offers[0] == offers[1]


def test_a_table_of_unseen_hands_buys_unseen(client):
    table = Table.create(client, OPTIONS, game="trumps_of_kings")
    table.act("prussia", {"do": "cut", "first": "prussia"})
    for seat in KINGDOMS:
        table.act(seat, {"do": "draw", "seat": seat, "unseen": True})
    table.act("prussia", dict(INVADE, card="QC"))
    for seat, do in (("austria", "decline"), ("france", "decline"), ("austria", "pass"), ("france", "pass")):
        table.act(seat, {"do": do, "seat": seat})
    controls = table.state("prussia")["controls"]
    assert controls["buy"]["picker"] is None
    assert controls["buy"]["unseen"] == {"do": "buy", "seat": "prussia", "unseen": True}


def test_the_proposer_may_buy_while_the_others_answer_its_nomination(client):
    # "This may be done at any point when it is the player's turn for an action, either prior to or following
    # proposal of an action."
    table = kings_table(client)
    table.act("prussia", INVADE)
    controls = table.state("prussia")["controls"]
    assert not controls["acts"] and controls["buy"]["picker"]["count"] == 1  # Austria is asked; Prussia may buy
    assert table.state("austria")["controls"]["buy"] is None  # not Austria's turn for an action
    table.act("prussia", {"do": "buy", "seat": "prussia", "card": "KD"})
    assert table.state("board")["view"]["actor"] == "austria"  # the answer is still Austria's to give
    assert "Prussia buys a card for 3 gold." in table.state("board")["log"]


def test_each_phone_renames_its_own_commanders_at_any_time(client):
    table = kings_table(client)
    commanders = table.state("austria")["controls"]["commanders"]
    assert [c["army"] for c in commanders] == ["austria_1", "austria_2", "austria_3"]
    assert commanders[0] == {"army": "austria_1", "name": "Charles of Lorraine", "at": "Bohemia"}
    assert table.state("board")["controls"]["commanders"] == []
    assert not table.state("austria")["controls"]["acts"]  # Prussia's turn: naming needs none
    table.act("austria", {"do": "name_commander", "seat": "austria", "army": "austria_1", "name": " Karl "})
    assert table.state("austria")["controls"]["commanders"][0]["name"] == "Karl"
    assert table.state("france")["view"]["armies"]["austria_1"]["commander"] == "Karl"
    assert "Austria names a commander Karl." in table.state("board")["log"]
    again = table.send("austria", {"do": "name_commander", "seat": "austria", "army": "austria_1", "name": "Karl"})
    assert again.status_code == 422 and table.state("board")["log"].count("Austria names a commander Karl.") == 1
    table.act("prussia", INVADE)
    assert "Invade Saxony with Frederick II" in table.state("board")["panel"]["instruction"]


def test_a_commanders_name_is_refused_with_its_reason(client):
    table = kings_table(client)
    version = table.version()
    name = {"do": "name_commander", "seat": "austria", "army": "austria_1"}
    refusals = [
        (dict(name, name="  "), 400, "A commander needs a name."),
        (dict(name, name="K" * 41), 400, "A commander's name has at most 40 characters; this one has 41."),
        (dict(name, name="Karl\nvon Lothringen"), 400, "only letters, digits, spaces and punctuation"),
        (dict(name, name="Karl\u202e"), 400, "only letters, digits, spaces and punctuation"),
        (dict(name, army="prussia_1", name="Fritz"), 422, "That army is not one of Austria's."),
        (dict(name, seat="prussia", name="Fritz"), 403, "This phone plays for Austria"),
        # The name it has already: no change, so nothing to log.
        (dict(name, name=" Charles of Lorraine"), 422, "This commander is already called Charles of Lorraine."),
    ]
    for action, status, reason in refusals:
        response = table.send("austria", action)
        assert response.status_code == status, response.get_json()
        assert reason in response.get_json()["error"]["message"]
    assert table.version() == version
    assert table.state("austria")["controls"]["commanders"][0]["name"] == "Charles of Lorraine"


def test_the_cut_is_entered_from_the_table_on_any_phone(client):
    table = Table.create(client, OPTIONS, game="trumps_of_kings")
    state = table.state("austria")
    assert state["panel"]["who"] == "Any phone may enter the cut."
    assert state["controls"]["cut"] == ["austria", "france", "prussia"] and state["controls"]["chance"]
    assert table.state("board")["controls"]["cut"] == []  # the board watches
    table.act("austria", {"do": "cut", "first": "france"})
    assert "France goes first." in table.state("board")["log"]
    assert table.state("prussia")["panel"]["who"] == "France draws: on its own phone, or the app."


def test_the_discovery_roll_is_entered_from_the_table():
    game = get_game("trumps_of_kings")
    # Austria plays its fourth suit toward a Discovery; Prussia, holding no card, is not asked to trump it.
    before = {"kingdoms": ["austria", "prussia"], "hands": {"austria": ["5S"]}, "found": {"austria": "CDH"}}
    state = arrange(game, before)
    state.apply_action(game.action_from_json({"do": "discover", "seat": "austria", "card": "5S"}))
    controls = referee.controls(game, state, "prussia", translations("en"))
    assert state.step == "discovery" and controls["die"] == [1, 2, 3, 4, 5, 6]
    assert render(referee.panel(game, state, "prussia")["who"], translations("en")) == "Any phone may enter the roll."
