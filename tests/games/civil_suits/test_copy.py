"""Civil Suits: a copy is independent (round trips of every game: tests/games/test_every_game_replay_and_json.py)."""


def test_a_clone_is_independent(civil):
    state = civil.new_initial_state(seed=4)
    state.apply_action(state.resolve(state.legal_actions()[0]))
    copy = state.clone()
    copy.apply_action(copy.legal_actions("north")[0])
    assert state.suits[0] is None and copy.suits[0] is not None
