"""The optional Foreign Influence rule."""

from tests.games.avcw.helpers import P, R, act, front, refused, rendered


def dealt(avcw, on=True):
    state = avcw.new_initial_state(seed=2, options={"foreign_influence": on})
    act(avcw, state, do="deal")
    return state


def test_off_by_default_events_resolve_at_once(avcw):
    state = avcw.new_initial_state(seed=2)
    act(avcw, state, do="deal")
    act(avcw, state, do="draw_event", card="KS")
    assert front(state, "south") == "winchester" and state.step == "event"


def test_the_foreign_leader_may_cancel_a_revealed_event(avcw):
    state = dealt(avcw)
    act(avcw, state, do="draw_event", card="JH")
    assert state.step == "influence" and state.current_player() == R
    lines = act(avcw, state, do="influence", side=R, cancel=True)
    assert front(state, "north") == "york", "the event did not resolve"
    assert front(state, "foreign") == "hamburg", "the foreign front moved one space towards Parliament"
    assert "cancel the event" in rendered(lines)


def test_keeping_the_event_resolves_it(avcw):
    state = dealt(avcw)
    act(avcw, state, do="draw_event", card="JH")
    act(avcw, state, do="influence", side=R, cancel=False)
    assert front(state, "north") == "newcastle" and state.step == "event"


def test_only_once_per_preparation_phase(avcw):
    state = dealt(avcw)
    act(avcw, state, do="draw_event", card="JH")
    act(avcw, state, do="influence", side=R, cancel=True)
    act(avcw, state, do="draw_event", card="KS")
    assert state.step == "trump", "the second event resolves without a choice"


def test_only_the_side_leading_on_foreign_support_decides(avcw):
    state = dealt(avcw)
    act(avcw, state, do="draw_event", card="JH")
    with refused(state, "not the turn of Parliament"):
        act(avcw, state, do="influence", side=P, cancel=True)


def test_it_may_be_used_on_the_second_event(avcw):
    state = dealt(avcw)
    act(avcw, state, do="draw_event", card="JH")
    act(avcw, state, do="influence", side=R, cancel=False)
    act(avcw, state, do="draw_event", card="KS")
    assert state.step == "influence"
    act(avcw, state, do="influence", side=R, cancel=True)
    assert front(state, "south") == "bristol"


def test_unknown_options_are_refused(avcw):
    import pytest

    from engine.errors import InvalidActionError

    with pytest.raises(InvalidActionError):
        avcw.new_initial_state(options={"fog_of_war": True})
    with pytest.raises(InvalidActionError):
        avcw.new_initial_state(options={"foreign_influence": "yes"})
