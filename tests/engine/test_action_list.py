"""ActionList: legal actions listed lazily in groups, each built only when taken."""

from __future__ import annotations

from collections import namedtuple

from engine.actions import ActionList, LazySequence

Play = namedtuple("Play", "seat card")


def test_a_list_changed_after_it_was_listed_leaves_the_listing_as_it_was():
    hand = [3, 7, 9]
    actions = ActionList()
    actions.add(Play, ("north",), hand)
    hand.remove(7)  # the state goes on changing the hand it listed from
    assert len(actions) == 3 and [action.card for action in actions] == [3, 7, 9]
    assert actions[2] == ("north", 9)


class Counted(LazySequence):
    """Plays of a card each, built only when taken: a lazy group."""

    __slots__ = ("_size", "built")

    def __init__(self, size: int):
        self._size, self.built = size, 0

    def _item(self, index: int) -> tuple:
        self.built += 1
        return Play("south", index)


def test_a_sequence_of_whole_actions_is_one_group_in_its_place_each_built_when_taken():
    actions, lazy = ActionList(), Counted(3)
    actions.add(Play, ("north",), [1, 2])
    actions.add_sequence(lazy)
    actions.add_sequence(Counted(0))  # an empty sequence adds nothing
    actions.append(Play("east", 9))
    assert len(actions) == 6 and lazy.built == 0
    assert actions[3] == ("south", 1) and lazy.built == 1
    assert list(actions) == [("north", 1), ("north", 2), ("south", 0), ("south", 1), ("south", 2), ("east", 9)]
    assert actions[-1] == ("east", 9)
