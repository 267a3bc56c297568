"""Property-based play: random legal and illegal actions never break an invariant, and a refused
action never changes the state."""

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from engine.cards import DECK_SIZE, format_card
from engine.errors import IllegalActionError, InvalidActionError
from engine.game import deciding_seat
from games import get_game
from games.avcw.actions import CODEC

GAME = get_game("avcw")
SIDE_NAMES = ["parliament", "royalists", "nobody"]
TRACKS = [*GAME.rules.tracks, "wales"]
LEADERS = [*GAME.rules.leaders, "monmouth"]
ASSETS = [*GAME.rules.assets, "dragoons"]
CARDS = [format_card(card) for card in range(DECK_SIZE)] + ["ZZ"]

FIELD_VALUES = {
    "name": st.sampled_from(SIDE_NAMES + TRACKS + LEADERS + ASSETS),
    "bool": st.booleans(),
    "suit": st.sampled_from(["H", "S", "D", "C", "X"]),
    "card": st.sampled_from(CARDS),
    "cards": st.lists(st.sampled_from(CARDS), max_size=17),
    "mapping": st.dictionaries(st.sampled_from(TRACKS), st.sampled_from(LEADERS), max_size=4),
}


@st.composite
def wild_action(draw):
    """Any action JSON, well or badly formed, often illegal."""
    kind = draw(st.sampled_from(sorted(CODEC.types)))
    action_type = CODEC.types[kind]
    data = {"do": kind}
    for field, spec in action_type.spec.items():
        if field == "side":
            data[field] = draw(st.sampled_from(SIDE_NAMES))
        elif field == "track":
            data[field] = draw(st.sampled_from(TRACKS))
        elif draw(st.integers(0, 3)) or not spec.endswith("?"):
            data[field] = draw(FIELD_VALUES[spec.rstrip("?")])
    return data


@settings(
    max_examples=40,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],  # whole games shrink too slowly to be worth it
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example, HealthCheck.data_too_large],
)
@given(seed=st.integers(0, 2**31), options=st.fixed_dictionaries({"foreign_influence": st.booleans()}), data=st.data())
def test_random_legal_and_illegal_actions_keep_every_invariant(seed, options, data):
    state = GAME.new_initial_state(seed=seed, options=options)
    for _ in range(400):
        if state.is_terminal():
            break
        if data.draw(st.integers(0, 4)) == 0:
            before = state.to_json()
            try:
                state.apply_action(GAME.action_from_json(data.draw(wild_action())))
            except (IllegalActionError, InvalidActionError) as error:
                assert str(error.reason)
                assert state.to_json() == before
        else:
            seat = deciding_seat(state)
            if seat is None:
                action = state.legal_actions()[0]
            else:
                choices = state.legal_actions(seat)
                assert choices, f"no legal action for {seat} at step {state.step}: {state.to_json()}"
                action = data.draw(st.sampled_from(choices))
            state.apply_action(action)
        assert GAME.check_invariants(state) == []
