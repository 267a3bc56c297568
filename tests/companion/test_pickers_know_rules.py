"""Pickers that know the rules, through the JSON API: a hand the phone knows is offered whole, each card the rules
would refuse marked with the refusal's own words; a card turned up is offered only where this phone cannot rule it
out; and while hands are being entered, every phone is told who has entered (never what), and what another way of
dealing would set aside."""

from __future__ import annotations

import json
import re

import pytest

from companion.plugins import plugin_for
from engine.game import deciding_seat
from engine.i18n import translations
from games import get_game
from tests.companion.helpers import ACTIONS, DEAL, PREPARATION, Table, load_table
from tests.companion.test_browser import TOO_LOW_SUPPORT
from tests.companion.twins import recorded_game

# Both sides hold Hearts and Spades: a Spade led must be followed.
MIXED = {
    "do": "deal",
    "parliament": ["4H", "5H", "6H", "7H", "4S", "5S", "4D", "5D"],
    "royalists": ["8H", "9H", "6S", "7S", "8S", "9S", "4C", "5C"],
}


def said(answer) -> dict:
    """Return a refusal the server answered as a picker marks a card: its words and its rule's anchor."""
    error = answer.get_json()["error"]
    return {"why": error["message"], "rule": error.get("rule")}


def test_a_follow_marks_the_off_suit_cards_with_the_refusal_the_server_would_give(table: Table):
    table.play([("parliament", MIXED), *PREPARATION[1:5]])
    table.act("royalists", {"do": "lead", "side": "royalists", "card": "6S"})
    picker = table.state("parliament")["controls"]["picker"]
    assert sorted(picker["cards"]) == sorted(MIXED["parliament"])  # the whole hand, the refused cards marked
    assert sorted(picker["refused"]) == ["4D", "4H", "5D", "5H", "6H", "7H"]
    for code in MIXED["parliament"]:
        answer = table.send("parliament", {"do": "follow", "side": "parliament", "card": code})
        if code in picker["refused"]:
            assert answer.status_code == 422
            assert said(answer) == picker["refused"][code]
        else:
            assert answer.status_code == 200
            table.undo("parliament")
    assert picker["refused"]["4H"] == {"why": "Parliament must follow suit: they hold Spades.", "rule": "rule-planning"}
    lead = table.state("royalists")["controls"]["picker"]
    assert lead is None  # not the Royalists' move


def test_a_lead_refuses_nothing_and_a_void_follow_takes_any_card(table: Table):
    table.play(PREPARATION[:5])
    assert table.state("royalists")["controls"]["picker"]["refused"] == {}
    table.act("royalists", {"do": "lead", "side": "royalists", "card": "4S"})  # Parliament holds no Spades
    assert table.state("parliament")["controls"]["picker"]["refused"] == {}


def test_the_turn_up_picker_leaves_out_the_phones_own_hand(table: Table):
    table.play(PREPARATION[:4])
    mine = table.state("parliament")["controls"]["picker"]["cards"]
    theirs = table.state("royalists")["controls"]["picker"]["cards"]
    assert not set(mine) & set(DEAL["parliament"]) and not set(theirs) & set(DEAL["royalists"])
    assert set(DEAL["royalists"]) <= set(mine) and set(DEAL["parliament"]) <= set(theirs)


def test_every_phone_is_told_who_has_entered_and_what_another_deal_sets_aside(table: Table):
    assert table.state("royalists")["controls"]["entries"] is None  # nobody has entered: nothing to lose
    table.act("parliament", {"do": "dealt", "side": "parliament", "cards": DEAL["parliament"]})
    for role in ("parliament", "royalists"):
        answer = table.state(role)
        entries = answer["controls"]["entries"]
        assert entries["entered"] == ["parliament"]
        assert entries["note"] == "Entered so far: Parliament. Still to enter: Royalists."
        assert entries["set_aside"].startswith("This sets aside the hand Parliament entered")
        if role == "royalists":
            answer["controls"]["picker"] = None  # its own picker: the whole deck, as before
            assert re.findall(r'"[4-9][HSDC]"', json.dumps(answer)) == []  # no card of Parliament's named
    assert table.state("royalists")["panel"]["who"] == "Your move: enter the cards you were dealt."
    assert table.state("parliament")["panel"]["who"] == "Waiting for Royalists to enter their cards."
    table.act("royalists", {"do": "deal", "unseen": True})
    assert "The hands entered so far were set aside." in table.state("royalists")["log"][-2:]


def _marked_positions(game, seed: int, most: int = 3):
    """Yield (log, seat, picker) where a recorded game's picker marks refused cards, up to ``most`` of them."""
    log = recorded_game(game, seed)
    state, found = game.new_initial_state(seed=seed), 0
    for number, item in enumerate(log):
        for seat in state.seats_to_act() if deciding_seat(state) is not None else ():
            picker = plugin_for(game).controls(game, state, seat, translations("en")).get("picker") or {}
            if picker.get("refused"):
                yield log[:number], seat, picker
                found += 1
                if found == most:
                    return
        state.apply_action(game.action_from_json(item))


@pytest.mark.parametrize(("name", "step_field"), [("avcw", "side"), ("civil_suits", "seat")])
def test_every_card_marked_refused_is_refused_by_the_server_in_those_words(app, client, name, step_field):
    game = get_game(name)
    positions = list(_marked_positions(game, seed=4))
    assert positions, f"no {name} picker marked a card in a whole game"
    for log, seat, picker in positions:
        table = load_table(app, client, name, 4, log)
        step = table.state(seat)["controls"]["step"]
        play = {"follow": "follow", "lead": "lead", "defend": "defend", "play": "play", "replace": "play"}[step]
        for code, reason in picker["refused"].items():
            answer = table.send(seat, {"do": play, step_field: seat, "card": code})
            assert answer.status_code == 422 and said(answer) == reason
        offered = [code for code in picker["cards"] if code not in picker["refused"]]
        assert offered, "a picker with nothing to play"


def test_a_turn_marks_the_cards_that_cannot_raise_support_or_attack_a_track(table: Table):
    table.play(PREPARATION)  # the action phase: the Royalists act first
    table.play(ACTIONS[:2])
    controls = table.state("parliament")["controls"]
    assert controls["step"] == "turn" and controls["acts"]
    hand = table.state("parliament")["view"]["sides"]["parliament"]["hand"]
    # Every mark is the refusal the server gives that card, for a support and for an attack on each track.
    sent = [({"do": "support"}, controls["support_refused"])]
    sent += [({"do": "attack", "track": track}, marks) for track, marks in controls["attack_refused"].items()]
    for fields, marks in sent:
        for code in hand:
            answer = table.send("parliament", {**fields, "side": "parliament", "card": code})
            if code in marks:
                assert (answer.status_code, said(answer)) == (422, marks[code])
            else:
                assert answer.status_code == 200, (fields, code, answer.get_json())
                table.undo("parliament")
    assert controls["support_refused"]["6D"] == said(table.send("parliament", TOO_LOW_SUPPORT))
    assert table.state("royalists")["controls"].get("support_refused") is None  # not their move
