"""Property-based play of every game: random legal and illegal actions never break an invariant, and a
refused action never changes the state."""

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from engine.cards import DECK_SIZE, format_card
from engine.errors import IllegalActionError, InvalidActionError
from engine.game import deciding_seat
from games import get_game

CARDS = [format_card(card) for card in range(DECK_SIZE)] + ["ZZ"]
SUITS = st.sampled_from(["H", "S", "D", "C", "X"])


def wild_action(codec, kinds: dict, fields: dict):
    """Return a strategy of any action JSON, well or badly formed, often illegal.

    ``kinds`` draws a value per field kind of the codec; ``fields`` overrides it for named fields,
    which are then always given.
    """

    @st.composite
    def build(draw):
        kind = draw(st.sampled_from(sorted(codec.types)))
        data = {"do": kind}
        for field, spec in codec.types[kind].spec.items():
            if field in fields:
                data[field] = draw(fields[field])
            elif draw(st.integers(0, 3)) or not spec.endswith("?"):
                data[field] = draw(kinds[spec.rstrip("?")])
        return data

    return build()


def play_wildly(game, state, data, actions) -> None:
    """Play up to 400 steps, one in five a wild action; check every refusal and every invariant."""
    for _ in range(400):
        if state.is_terminal():
            break
        if data.draw(st.integers(0, 4)) == 0:
            before = state.to_json()
            try:
                state.apply_action(game.action_from_json(data.draw(actions)))
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
                action = choices[data.draw(st.integers(0, len(choices) - 1))]
                if state.step in getattr(state, "guessed_steps", ()):
                    # Entries listed by what the seat knows: the cards at the table may refuse one (changing nothing).
                    action = _first_accepted(state, choices, action)
            state.apply_action(action)
        assert game.check_invariants(state) == []


def _first_accepted(state, choices, action):
    """Return the action if the rules accept it, else the first listed choice they accept."""
    for choice in (action, *choices):
        try:
            state.clone().apply_action(choice)
        except IllegalActionError as error:
            assert str(error.reason)
            continue
        return choice
    raise AssertionError(f"no listed entry is accepted at step {state.step}")


def wild_play_settings(examples: int):
    """Return the settings of a wild play test: whole games shrink too slowly to be worth it."""
    return settings(
        max_examples=examples,
        phases=[Phase.explicit, Phase.reuse, Phase.generate],
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example, HealthCheck.data_too_large],
    )


AVCW = get_game("avcw")
SIDE_NAMES = ["parliament", "royalists", "nobody"]
TRACKS = [*AVCW.rules.tracks, "wales"]
LEADERS = [*AVCW.rules.leaders, "monmouth"]
AVCW_ACTIONS = wild_action(
    AVCW.codec,
    {
        "name": st.sampled_from(SIDE_NAMES + TRACKS + LEADERS + [*AVCW.rules.assets, "dragoons"]),
        "bool": st.booleans(),
        "suit": SUITS,
        "card": st.sampled_from(CARDS),
        "cards": st.lists(st.sampled_from(CARDS), max_size=17),
        "mapping": st.dictionaries(st.sampled_from(TRACKS), st.sampled_from(LEADERS), max_size=4),
    },
    {"side": st.sampled_from(SIDE_NAMES), "track": st.sampled_from(TRACKS)},
)


@wild_play_settings(40)
@given(seed=st.integers(0, 2**31), options=st.fixed_dictionaries({"foreign_influence": st.booleans()}), data=st.data())
def test_avcw_keeps_every_invariant_under_random_legal_and_illegal_actions(seed, options, data):
    play_wildly(AVCW, AVCW.new_initial_state(seed=seed, options=options), data, AVCW_ACTIONS)


CIVIL = get_game("civil_suits")
CIVIL_ACTIONS = wild_action(
    CIVIL.codec,
    {
        "name": st.sampled_from(["north", "east", "south", "west", "centre"]),
        "bool": st.booleans(),
        "suit": SUITS,
        "card": st.sampled_from(CARDS),
        "cards": st.lists(st.sampled_from(CARDS), max_size=16),
        "int": st.integers(-2, 60),
    },
    {},
)


@wild_play_settings(30)
@given(seed=st.integers(0, 2**31), data=st.data())
def test_civil_suits_keeps_every_invariant_under_random_legal_and_illegal_actions(seed, data):
    play_wildly(CIVIL, CIVIL.new_initial_state(seed=seed), data, CIVIL_ACTIONS)


SEVENTEEN = get_game("17-21")
UNIT_NUMBERS = st.integers(-2, 95)
SEVENTEEN_ACTIONS = wild_action(
    SEVENTEEN.codec,
    {
        "name": st.sampled_from(["north", "south", "east", "left", "centre", "right", "flank"]),
        "int": UNIT_NUMBERS,
        "ints": st.lists(UNIT_NUMBERS, max_size=8),
        "names": st.lists(st.sampled_from(["left", "centre", "right", "rear"]), max_size=3),
    },
    {"seat": st.sampled_from(["north", "south", "west"])},
)


@wild_play_settings(30)
@given(
    seed=st.integers(0, 2**31),
    options=st.fixed_dictionaries({"advanced": st.booleans(), "odds": st.booleans(), "three_decks": st.booleans()}),
    data=st.data(),
)
def test_seventeen21_keeps_every_invariant_under_random_legal_and_illegal_actions(seed, options, data):
    play_wildly(SEVENTEEN, SEVENTEEN.new_initial_state(seed=seed, options=options), data, SEVENTEEN_ACTIONS)


KINGS = get_game("trumps_of_kings")
_KINGS_NAMES = [
    *KINGS.seats,
    "poland",
    *KINGS.tables.provinces[:30],
    "atlantis",
    *KINGS.tables.armies[:8],
    *KINGS.tables.seas,
    "attacker",
    "defender",
    "victory",
    "major_defeat",
]
KINGS_ACTIONS = wild_action(
    KINGS.codec,
    {
        "name": st.sampled_from(_KINGS_NAMES),
        "bool": st.booleans(),
        "suit": SUITS,
        "card": st.sampled_from(CARDS),
        "cards": st.lists(st.sampled_from(CARDS), max_size=12),
        "int": st.integers(-2, 8),
    },
    {"seat": st.sampled_from([*KINGS.seats, "poland"])},
)


@wild_play_settings(25)
@given(
    seed=st.integers(0, 2**31),
    kingdoms=st.sets(st.sampled_from(KINGS.seats), min_size=2, max_size=9),
    data=st.data(),
)
def test_trumps_of_kings_keeps_every_invariant_under_random_legal_and_illegal_actions(seed, kingdoms, data):
    # Every card accounted for, armies within 0 to 24, hand limits equal to the provinces' values: check_invariants.
    options = {name: name in kingdoms for name in KINGS.seats}
    play_wildly(KINGS, KINGS.new_initial_state(seed=seed, options=options), data, KINGS_ACTIONS)


WALSINGHAM = get_game("walsingham")
WALSINGHAM_NAMES = [*WALSINGHAM.seats, "nobody", "grey"]
WALSINGHAM_ACTIONS = wild_action(
    WALSINGHAM.codec,
    {
        "name": st.sampled_from(
            [
                *WALSINGHAM_NAMES,
                *("blue", "yellow", "spy", "triple_agent"),
                *WALSINGHAM.tables.reward_ids[:14],
                *("cipher-1", "favour-3", "zz"),
            ]
        ),
        "names": st.lists(
            st.sampled_from(
                ["blue", "yellow", "spy", "a01", "a02", "b04", "cipher-1", "blue_vp1-1", "favour", "cipher"]
            ),
            max_size=5,
        ),
        "int": st.integers(-2, 40),
        "bool": st.booleans(),
    },
    {},
)
WALSINGHAM_OPTIONS = st.sampled_from([{}, {"four_players": True}, {"six_players": True}])


@wild_play_settings(30)
@given(seed=st.integers(0, 2**31), options=WALSINGHAM_OPTIONS, data=st.data())
def test_walsingham_keeps_every_invariant_under_random_legal_and_illegal_actions(seed, options, data):
    play_wildly(WALSINGHAM, WALSINGHAM.new_initial_state(seed=seed, options=options), data, WALSINGHAM_ACTIONS)
