"""ActionList: legal actions listed lazily in groups, each built only when taken."""

from __future__ import annotations

from collections import namedtuple

from engine.actions import ActionList

Play = namedtuple("Play", "seat card")


def test_a_list_changed_after_it_was_listed_leaves_the_listing_as_it_was():
    hand = [3, 7, 9]
    actions = ActionList()
    actions.add(Play, ("north",), hand)
    hand.remove(7)  # the state goes on changing the hand it listed from
    assert len(actions) == 3 and [action.card for action in actions] == [3, 7, 9]
    assert actions[2] == ("north", 9)
