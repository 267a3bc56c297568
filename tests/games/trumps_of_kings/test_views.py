"""What each kingdom sees: its own hand only, the deck's order never, and everything public (the map, the
armies, gold, hand sizes and limits, the cards on the table); a copy and the JSON form keep everything."""

import json

from games import get_game
from tests.games.trumps_of_kings.arrange import arrange
from tests.helpers import act

GAME = get_game("trumps_of_kings")
BEFORE = {"kingdoms": ["prussia", "austria", "france"], "hands": {"prussia": ["9C", "2H"], "austria": ["10C", "QS"]}}


def test_a_kingdom_sees_its_own_hand_and_only_the_size_of_the_others():
    state = arrange(GAME, BEFORE)
    view = state.view("austria")
    assert sorted(view["kingdoms"]["austria"]["hand"]) == ["10C", "QS"]
    assert view["kingdoms"]["prussia"]["hand"] is None and view["kingdoms"]["prussia"]["hand_count"] == 2
    assert view["kingdoms"]["prussia"]["hand_limit"] == 6 and "deck" not in view
    text = json.dumps(state.view("france"))
    assert '"10C"' not in text and '"QS"' not in text and '"2H"' not in text


def test_the_card_on_the_table_is_public_and_a_view_does_not_depend_on_another_hand():
    state = arrange(GAME, BEFORE)
    other = arrange(GAME, {**BEFORE, "hands": {"prussia": ["9C", "2H"], "austria": ["10H", "QS"]}})
    for table in (state, other):
        act(GAME, table, do="invade", seat="prussia", card="9C", army="prussia_1", province="saxony")
    assert state.view("france")["table"] == [["prussia", "9C"]]
    assert state.view("france") == other.view("france") and state.view(None) == other.view(None)


def test_every_kingdom_not_in_play_is_left_out_of_the_view():
    view = arrange(GAME, BEFORE).view(None)
    assert set(view["kingdoms"]) == {"prussia", "austria", "france"}
    assert "turkey_1" not in view["armies"] and view["armies"]["prussia_1"]["at"] == "brandenburg"
