"""A Very Civil Whist's hands entered on the phones: each phone enters only its own side's hand, sees the picker
of the whole action deck, and nothing of the other side's entry reaches another phone or the board."""

from __future__ import annotations

import json
import re

from tests.companion.helpers import DEAL, Table

ENTER = {"do": "dealt", "side": "parliament", "cards": DEAL["parliament"]}


def test_a_phone_enters_its_own_sides_hand_and_no_other_phone_learns_it(table: Table):
    picker = table.state("parliament")["controls"]["picker"]
    assert picker["count"] == 8 and len(picker["cards"]) == 24  # every action card: the picker rules nothing out
    assert table.send("royalists", ENTER).status_code == 403  # not the Royalists' hand to enter
    answer = table.act("parliament", ENTER)
    assert answer["controls"]["hand_entered"] is True and answer["controls"]["picker"] is None
    for role in ("royalists", "board"):
        answer = table.state(role)
        answer["controls"]["picker"] = None  # the Royalists' own picker: the whole deck, as before
        assert re.findall(r'"[4-9][HSDC]"', json.dumps(answer)) == []  # no action card named anywhere else
    assert table.board("royalists").count("4H") == 0
    table.act("royalists", {"do": "dealt", "side": "royalists", "cards": DEAL["royalists"]})
    assert sorted(table.state("parliament")["view"]["sides"]["parliament"]["hand"]) == sorted(DEAL["parliament"])
    assert table.state("royalists")["view"]["sides"]["parliament"]["hand"] is None


def test_a_refused_deal_leaves_the_hand_entered_as_it_was(table: Table):
    table.act("parliament", ENTER)
    wrong = {"do": "deal", "parliament": DEAL["parliament"][:2], "royalists": DEAL["royalists"]}
    assert table.send("royalists", wrong).status_code == 422  # two cards for Parliament: refused
    assert table.state("parliament")["controls"]["hand_entered"] is True  # nothing was set aside
    assert table.state("royalists")["controls"]["entries"]["entered"] == ["parliament"]
