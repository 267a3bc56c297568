from typing import NamedTuple

import pytest

from engine.actions import Card, Name, action
from engine.errors import InvalidActionError
from games.avcw.actions import CODEC, Attack, Deal, PlaceLeaders
from tests.games.avcw.helpers import cards


def test_attack_round_trips():
    action = CODEC.from_json({"do": "attack", "side": "parliament", "track": "north", "card": "7H"})
    assert action == Attack("parliament", "north", cards("7H")[0], None)
    assert CODEC.to_json(action) == {"do": "attack", "side": "parliament", "track": "north", "card": "7H"}


def test_chance_action_without_outcome():
    assert CODEC.from_json({"do": "deal"}) == Deal()
    assert CODEC.to_json(Deal()) == {"do": "deal"}


def test_mapping_fields_are_sorted_for_equality():
    one = CODEC.from_json(
        {"do": "place_leaders", "side": "royalists", "leaders": {"south": "hopton", "north": "rupert"}}
    )
    assert one == PlaceLeaders("royalists", (("north", "rupert"), ("south", "hopton")))


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ([], "JSON object"),
        ({"do": "fly"}, "Unknown action"),
        ({"do": "attack", "side": "parliament", "track": "north"}, "needs the field card"),
        ({"do": "attack", "side": "parliament", "track": "north", "card": "7H", "extra": 1}, "no field extra"),
        ({"do": "attack", "side": "parliament", "track": "north", "card": "7X"}, "not a card"),
        ({"do": "choose_trump", "side": "parliament", "suit": "X"}, "not a suit"),
        ({"do": "influence", "side": "parliament", "cancel": "yes"}, "true or false"),
        ({"do": "attack", "side": 5, "track": "north", "card": "7H"}, "short name"),
        ({"do": "deal", "parliament": "7H"}, "list"),
    ],
)
def test_malformed_actions_are_refused_with_a_reason(data, words):
    with pytest.raises(InvalidActionError) as caught:
        CODEC.from_json(data)
    assert words in str(caught.value.reason)


def test_an_action_s_spec_comes_from_its_annotations_and_defaults():
    @action("wave")
    class Wave(NamedTuple):
        side: Name
        card: Card | None = None

    assert Wave.kind == "wave"
    assert Wave.spec == {"side": "name", "card": "card?"}


def test_a_field_without_a_kind_is_refused_when_declared():
    with pytest.raises(TypeError, match=r"Shrug\.side"):

        @action("shrug")
        class Shrug(NamedTuple):
            side: str
