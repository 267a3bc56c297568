"""What each seat of Walsingham sees: its own Loyalty and Secret cards and what its Peeks showed, the public
ledger for everyone, and nothing (views, listings or refusals) that depends on another seat's secrets."""

import random

from engine.errors import IllegalActionError, InvalidActionError
from tests.games.walsingham.helpers import GAME, GREEN, PURPLE, RED, start
from tests.helpers import random_choice


def hidden_variant(state, seat: int):
    """Return a copy in which every secret not the seat's own is different: others' Loyalty and Secret cards
    swapped round, the unseen decks reordered."""
    copy = state.clone()
    others = [s for s in range(state.players) if s != seat]
    rotated = others[1:] + others[:1]
    # A Loyalty or Secret card the seat saw, or one drawn and pending, stays where it is.
    if state.step not in ("shuffle", "look") and not state.seen[seat]:
        copy.loyalty = list(state.loyalty)
        for source, target in zip(others, rotated, strict=True):
            if len(state.loyalty[source]) == len(state.loyalty[target]):
                copy.loyalty[target] = list(state.loyalty[source])
        copy.boxed = list(state.boxed)
    copy.secret_pool = list(reversed(state.secret_pool))
    for deck in copy.decks.values():
        deck.reverse()
    return copy


def test_no_seat_sees_or_is_told_anything_that_depends_on_others_secrets():
    for seed in range(4):
        rng = random.Random(seed)
        state = GAME.new_initial_state(seed=seed)
        while not state.is_terminal():
            if state.step != "deal":
                for seat in range(state.players):
                    name = state.seats[seat]
                    variant = hidden_variant(state, seat)
                    assert variant.view(name) == state.view(name)
                    assert list(variant.legal_actions(name)) == list(state.legal_actions(name))
                    for action in list(state.legal_actions(name))[:3]:
                        assert _refusal(variant, action) == _refusal(state, action)
            state.apply_action(random_choice(state, rng))


def _refusal(state, action):
    trial = state.clone()
    try:
        trial.apply_action(action)
    except (IllegalActionError, InvalidActionError) as error:
        return str(error.reason)
    return None


def test_a_seat_sees_its_own_loyalty_cards_only():
    state = start()
    assert state.view(PURPLE)["players"][PURPLE]["loyalty"] == ["spy", "yellow"]
    assert state.view(RED)["players"][PURPLE]["loyalty"] is None
    assert state.view(None)["players"][RED]["loyalty"] is None
    assert "spy" not in str(state.view(RED))


def test_the_public_ledger_is_the_same_for_everyone():
    state = start()
    rng = random.Random(3)
    for _ in range(40):
        state.apply_action(random_choice(state, rng))
    public = ("cash", "rewards", "tiles", "secret_count", "loyalty_count", "bid", "last_bid", "visible_intrigue")
    for seat in state.seats:
        for other in (None, RED, GREEN):
            mine, theirs = state.view(other)["players"][seat], state.view(None)["players"][seat]
            assert {key: mine[key] for key in public} == {key: theirs[key] for key in public}
