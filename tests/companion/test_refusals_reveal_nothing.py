"""Non-interference, for every registered game: what a phone is told never depends on what it cannot see.

For positions taken from whole recorded games, twin tables are made that differ only in information
hidden from one viewer (another deck order, two unseen cards swapped, another secret choice of another
seat), checked to look the same to that viewer; then the same requests go to both twins from that viewer:
reads, every value of every field of each action type legal at that moment (shared out among the pairs
of twins found there), malformed actions, undo and stale requests. Every answer, each refusal included,
must be the same byte for byte. A request that one twin accepts is a real move, seen by every phone and
logged; it is counted, then both twins are set back.
"""

from __future__ import annotations

import functools
import json
import random
import sys
from collections import Counter
from pathlib import Path

import pytest

from companion import create_app
from companion.appseat import is_due
from companion.plugins import plugin_for, refereed_games
from engine.actions import SECRET
from engine.cards import parse_card
from engine.errors import PnpkitError
from engine.i18n import translations
from engine.plugins import installed_game
from engine.replay import replay
from games import game_names, get_game
from tests.companion.helpers import API_HEADERS, DEAL, PREPARATION, TEST_APP_SEAT, Table, load_table
from tests.companion.twins import (
    CARDS,
    ONLOOKERS,
    Replays,
    checkpoints,
    find_twins,
    highest_number,
    is_named,
    recorded_game,
    requests_for,
    seat_of,
    seats_at,
    signature,
)

sys.path.append(str(Path(__file__).resolve().parents[2] / "bench"))  # the scan benchmark's synthetic photos

# (seed, cards dealt unseen, store, roles a position): a game the app deals and draws for, and one played from hands
# it does not know; each on its own kind of store, so that the leak test runs on both at the cost of one. The
# answers are made alike on both stores; PostgreSQL's run, whose every stored action and version read is a round
# trip to the server, probes each position as two of its roles, taken in turn (None: every role).
GAMES_PLAYED = ((3, False, "sqlite", None), (4, True, "postgres", 2))
POSITIONS_PER_GAME = 6
DECK_ORDER_SHARE = 0.25  # another seed changes only the app's future draws: checked at a share of positions


class BuiltTables:
    """Tables stored from (seed, log), each kept for the next pair of twins of the same position while unchanged.

    A position's original is probed by every role, and its other deck order by most: storing each once per
    position, not once per pair, is a good part of the test's time (a PostgreSQL store commits every action).
    """

    def __init__(self, app, client, name: str, app_seats=()):
        self.app, self.client, self.name, self.app_seats = app, client, name, app_seats
        self._clean: dict[str, Table] = {}
        self.photographed: set[str] = set()  # the roles a photo was sent as

    def get(self, seed: int, log: list[dict]) -> Table:
        """Return a table at this seed and log that no request has changed."""
        key = _key(seed, log)
        table = self._clean.get(key)
        if table is None:
            table = self._clean[key] = load_table(self.app, self.client, self.name, seed, log, self.app_seats)
        return table

    def changed(self, seed: int, log: list[dict]) -> None:
        """Forget the table of this seed and log: a request was accepted there."""
        self._clean.pop(_key(seed, log), None)


def _key(seed: int, log: list[dict]) -> str:
    return json.dumps([seed, log], sort_keys=True)


class Twins:
    """Two tables a role cannot tell apart, stored again from their logs whenever a request changed one.

    The version the requests are sent against is read once a pair (and again after a rebuild): a request
    refused moves no table on, which the probe checks at the end of each pair, so reading it before every
    request (a third of the requests sent) would only read the same number again.
    """

    def __init__(self, built: BuiltTables, original, twin):
        self.built, self.client = built, built.client
        self.logs = (original, twin)
        self.tables = [built.get(seed, log) for seed, log in self.logs]
        self.version = self.tables[0].version()

    def rebuild(self):
        """Make both tables afresh from their logs."""
        for seed, log in self.logs:
            self.built.changed(seed, log)
        self.tables = [self.built.get(seed, log) for seed, log in self.logs]
        self.version = self.tables[0].version()

    def ask(self, role: str, method: str, path: str, body: dict | None = None) -> list[tuple[int, bytes]]:
        """Send one request to both tables as the role; return each status and body, the table's own ids masked."""
        answers = []
        for table in self.tables:
            url = f"/api/t/{table.tokens[role]}{path}"
            if method == "GET":
                response = self.client.get(url)
            elif isinstance(body, bytes):  # a photo of cards, as the camera button sends it
                response = self.client.post(url, data=body, headers={**API_HEADERS, "Content-Type": "image/jpeg"})
            else:
                response = self.client.post(url, json=body, headers=API_HEADERS)
            data = response.get_data()
            for token in table.tokens.values():
                data = data.replace(token.encode(), b"TOKEN")
            answers.append((response.status_code, data.replace(table.id.encode(), b"TABLE")))
        return answers


def _compare(twins: Twins, role: str, tally: Counter, differences: list, what: str, method, path, body=None):
    (status_a, data_a), (status_b, data_b) = twins.ask(role, method, path, body)
    if method == "POST" and path != "/photo" and 200 in (status_a, status_b):  # a photo's reading changes nothing
        tally["accepted by both twins" if status_a == status_b else "accepted by one twin only"] += 1
        twins.rebuild()
        return
    tally["responses compared"] += 1
    if status_a >= 400:
        tally["refusals compared"] += 1
    if (status_a, data_a) != (status_b, data_b):
        differences.append((what, role, path, body, status_a, data_a[:300], status_b, data_b[:300]))


@functools.cache
def _photo_of(name: str) -> bytes:
    """A photo of a few of a game's printed cards (bench/scanphotos.py), the same for every probe."""
    from scanphotos import card_image, lay_out, photograph

    from generator.build import printed_kit
    from generator.options import BuildOptions

    maker = installed_game(name).kit_maker()
    if maker is None:
        return b"GIF89a a game without a kit"
    kit = printed_kit(maker(None, translations("en"), False), BuildOptions(papers=(), out=Path(".")))
    rng = random.Random(name)
    faces = [card_image(card.face, 8.0) for card in kit.deck.cards[:3]]
    return photograph(lay_out(faces, "spread", rng, 8.0), rng, 1.5, quality=85)


def _chosen(found: list[tuple], rng: random.Random) -> list[tuple]:
    """Keep every twin with other cards or another choice; a twin with another deck order only now and then."""
    kept = [twin for twin in found if twin[0] != "deck order"]
    return kept + [twin for twin in found if twin[0] == "deck order" and (not kept or rng.random() < DECK_ORDER_SHARE)]


def _is_a_move(game, state, role: str, item: dict) -> bool:
    """Tell whether the rules accept this request from this seat here: a real move, never compared, so not sent.

    Sending it would only set both twins back (a replay of the whole position) for an answer that is not
    compared; a request one twin accepts and the other refuses is still sent, since the original refuses it.
    """
    seat = seat_of(game, role)
    try:
        action = game.action_from_json(item)
        if game.action_seat(action) not in (None, seat):
            return False
        state.clone().apply_action(action, asker=seat)
    except (PnpkitError, TypeError, ValueError, KeyError):
        return False
    return seat is not None


@pytest.fixture
def store_app(request, tmp_path):
    """An app on the store a recorded game is checked on: an SQLite file or a PostgreSQL database."""
    kind = request.param
    database = str(tmp_path / "tables.sqlite3") if kind == "sqlite" else request.getfixturevalue("postgres_url")
    return create_app({"TESTING": True, "DATABASE": database, "SECRET_KEY": "test", **TEST_APP_SEAT})


def _probe(built: BuiltTables, replays: Replays, prefix, role, rng, top, tally: Counter, differences: list) -> None:
    """Send the same reads and requests to a position and its twins as a role; note every answer that differs.

    The position is a prefix of the game ``replays`` recorded, at its seed.
    """
    name, seed = built.name, replays.seed
    game = get_game(name)
    state = replays.state(prefix)
    requests = requests_for(game, state, role, rng, top)
    if role in ONLOOKERS:  # refused before the rules see them: a sample is enough
        requests = rng.sample(requests, min(len(requests), 12))
    leaks: list = []  # twins that had to look the same to the role and did not: a leak in the views themselves
    chosen = _chosen(find_twins(game, prefix, seed, role, rng, replays=replays, leaks=leaks), rng)
    differences += [(f"{name} seed {seed}: the views differ", *leak) for leak in leaks]
    rng.shuffle(requests)
    length = len(prefix)
    for number, (kind, twin_seed, twin_log) in enumerate(chosen):
        tally[f"twins: {kind}"] += 1
        twins = Twins(built, (seed, prefix), (twin_seed, twin_log))
        what = f"{name} seed {seed} after {length} actions, {kind}"
        for path in ("", "/state", "/log", "/board.svg", "/version"):
            _compare(twins, role, tally, differences, what, "GET", path)
        # A photo refused, once a position and role, and a photo read, once a role: a reading depends on the photo
        # alone (the page checks its cards against the picker) and costs several decoding passes.
        if number == 0:
            photos = [b"GIF89a no photo"]
            if role not in built.photographed:
                built.photographed.add(role)
                photos.append(_photo_of(name))
            for photo in photos:
                _compare(twins, role, tally, differences, what, "POST", "/photo", photo)
        # The twins share the requests out: each request goes to one pair of twins, every pair gets
        # a fair slice, so a position is probed with every request at the cost of one pair.
        for action in requests[number :: len(chosen)]:
            if _is_a_move(game, state, role, action):
                tally["moves the rules accept, not sent"] += 1
                continue
            body = {"version": twins.version, "action": action}
            _compare(twins, role, tally, differences, what, "POST", "/actions", body)
        moved = [version for version in (table.version() for table in twins.tables) if version != twins.version]
        if moved:  # the version requests were sent against is no longer the table's: a refusal moved it on
            differences.append((what, role, "a refused request moved the version", twins.version, moved))
        stale = {"version": twins.version + 1, "action": requests[0]}
        _compare(twins, role, tally, differences, what, "POST", "/actions", stale)
        _compare(twins, role, tally, differences, what, "POST", "/undo", {"version": twins.version, "confirm": True})


@pytest.mark.parametrize(("seed", "unseen", "store_app", "roles_each"), GAMES_PLAYED, indirect=["store_app"])
@pytest.mark.parametrize("name", game_names())
def test_no_answer_depends_on_what_the_viewer_cannot_see(store_app, name, seed, unseen, roles_each):
    assert name in refereed_games(), f"{name} is registered but the companion does not serve it"
    game = get_game(name)
    tally, differences = _probe_game(store_app, name, seed, unseen, roles_each=roles_each)
    assert tally["twins: deck order"]
    if not unseen:  # cards the app knows can be swapped between hands it does not show; unseen ones are not known
        assert tally["twins: cards swapped"]
    # A game with secret choices must give twins that differ in one; a game whose every choice is made in
    # view (the sample game: cards played face up) has none to find.
    if any(action_type.reveals == SECRET for action_type in game.codec.types.values()):
        assert tally["twins: another choice"] + tally["twins: another secret choice"]
    if name == "trumps_of_kings" and not unseen:  # the cards each kingdom drew, which only it sees
        assert tally["twins: a hidden card (draw)"], tally
    assert tally["refusals compared"] > 500
    assert not differences


# A seat of each game the app plays: its hidden cards are like any other seat's, and no person's answer
# depends on them (the app's own moves do, as a person's would: positions where it is due are not probed).
APP_TABLES = {
    "avcw": ("royalists",),
    "civil_suits": ("west",),
    "17-21": ("south",),
    "walsingham": ("purple",),
    "trumps_of_kings": ("spain",),
}


@pytest.mark.parametrize("store_app", ["sqlite"], indirect=True)
@pytest.mark.parametrize("name", sorted(APP_TABLES))
def test_no_answer_depends_on_the_hidden_cards_of_a_seat_the_app_plays(store_app, name):
    tally, differences = _probe_game(store_app, name, 5, False, APP_TABLES[name], positions=4)
    assert tally["twins: deck order"] and tally["twins: cards swapped"]
    assert tally["refusals compared"] > 200
    assert not differences


def _probe_game(
    app,
    name: str,
    seed: int,
    unseen: bool,
    app_seats: tuple[str, ...] = (),
    positions=POSITIONS_PER_GAME,
    roles_each: int | None = None,
):
    """Probe a recorded game's positions with twins; return the tally and the differences found.

    Each position is probed as every role, or as ``roles_each`` of them, the next ones in turn at each position.
    """
    client = app.test_client()
    game = get_game(name)
    rng = random.Random(11 + seed)
    tally: Counter = Counter()
    differences: list = []
    log = recorded_game(game, seed, unseen)
    top = highest_number(game, log)
    built, replays = BuiltTables(app, client, name, app_seats), Replays(game, log, seed)
    turn = 0  # where the next position's roles start, when each is probed as some of them
    for length in checkpoints(game, log, seed, positions, rng):
        state = replays.state(log[:length])
        if is_due(game, state, app_seats):
            continue  # the app would move at once on loading, as it does at a table
        roles = (*(seat for seat in seats_at(game, state) if seat not in app_seats), *ONLOOKERS)
        if roles_each is not None:
            roles, turn = [roles[(turn + n) % len(roles)] for n in range(roles_each)], turn + roles_each
        for role in roles:
            _probe(built, replays, log[:length], role, rng, top, tally, differences)
    print(f"\n{name}: " + ", ".join(f"{key} {count}" for key, count in sorted(tally.items())))
    print(f"{name}: differences {len(differences)}")
    for difference in differences[:20]:
        print(difference)
    return tally, differences


@pytest.mark.parametrize("store_app", ["sqlite"], indirect=True)
def test_no_answer_depends_on_the_card_another_kingdom_bought(store_app):
    """Right after a purchase, the others' answers are the same whichever card the buyer got (only it sees it)."""
    name, seed = "trumps_of_kings", 3
    game = get_game(name)
    log = recorded_game(game, seed)
    rng, tally, differences = random.Random(seed), Counter(), []
    built, replays = BuiltTables(store_app, store_app.test_client(), name), Replays(game, log, seed)
    bought = [number + 1 for number, item in enumerate(log) if item["do"] == "buy"]
    # The first purchase, and the first of another kingdom. (Later on, with two decks, every card's name has
    # been seen somewhere, so a card swapped for another would show: such twins are not to be had.)
    second = next(n for n in bought if log[n - 1]["seat"] != log[bought[0] - 1]["seat"])
    unseen = 0  # the probes whose role has not seen the card bought: each must get such a twin
    for length in (bought[0], second):
        state = replays.state(log[:length])
        others = [seat for seat in seats_at(game, state) if seat != log[length - 1]["seat"]]
        for role in (*rng.sample(others, min(len(others), 2)), "board"):
            unseen += not is_named(log[length - 1]["card"], signature(game, state, role))
            _probe(built, replays, log[:length], role, rng, highest_number(game, log), tally, differences)
    print(f"\n{name} purchases: " + ", ".join(f"{key} {count}" for key, count in sorted(tally.items())))
    assert unseen >= 3 and tally["twins: a hidden card (buy)"] == unseen, tally
    assert tally["refusals compared"] > 200
    assert not differences, differences[:5]


def test_entering_a_reveal_beside_a_card_one_holds_reads_nothing_of_the_other_hand(client):
    """The issue's probe: [C, a card I hold] for every C; the answer is the same whoever holds C."""
    table = Table.create(client)
    table.play(PREPARATION[:4])  # the hands are entered, so the app knows where every card is
    version = table.version()
    held = DEAL["parliament"][0]
    role = get_game("avcw").tables.role
    answers = {}
    for card in CARDS:
        if card in DEAL["parliament"]:
            continue
        response = table.send("parliament", {"do": "reveal", "cards": [card, held]})
        answers[card] = (response.status_code, response.get_json()["error"]["message"])
    # Action cards are dealt face down: wherever such a card is, the answer names only the card held.
    hidden = {answers[card] for card in answers if role[parse_card(card)] == "action"}
    assert hidden == {(422, "The 4 of Hearts is not in the action deck.")}
    # Any other card is never in the action deck, as everyone knows: it is named.
    assert answers["10C"] == (422, "The 10 of Clubs is not in the action deck.")
    assert table.version() == version


def _kings_entry_positions(game, seed: int) -> tuple[list[dict], dict[str, int]]:
    """Return a Trumps of Kings log with every way of entering the deck at the table, and where each is due.

    The cut (entered on any phone), each kingdom's draw (entered on its own phone) and a purchase while the
    buyer's own nomination is answered by another kingdom (entered on the buyer's phone, which has no move due).
    """
    state, log, at = game.new_initial_state(seed=seed), [], {"cut": 0}

    def play(action):
        action = state.resolve(action)
        state.apply_action(action)
        log.append(game.action_to_json(action))

    play(game.action_from_json({"do": "cut"}))
    at["first draw"] = len(log)
    play(state.legal_actions()[0])
    at["second draw"] = len(log)
    while state.step == "draw":
        play(state.legal_actions()[0])
    proposer = state.seats_to_act()[0]
    play(next(action for action in state.legal_actions(proposer) if action.kind == "diplomacy"))
    at["purchase while answered"] = len(log)
    return log, at


def test_entering_the_deck_at_a_table_of_trumps_of_kings_reveals_nothing(app, client):
    """The cut, each draw and an off-turn purchase entered from the table: the pickers on offer and every answer
    to every request are the same whatever the viewer cannot see (the other hands, the deck's order)."""
    name, seed = "trumps_of_kings", 5
    game = get_game(name)
    log, at = _kings_entry_positions(game, seed)
    plugin_controls = {}  # each position's controls, by seat: the entry path is there to be probed
    for path, length in at.items():
        state = replay(game, log[:length], seed=seed).state
        plugin_controls[path] = {seat: _controls(game, state, seat) for seat in seats_at(game, state)}
    first, second = (game.seats[k] for k in replay(game, log[:1], seed=seed).state.to_draw[:2])
    assert all(controls["cut"] for controls in plugin_controls["cut"].values())
    assert plugin_controls["first draw"][first]["entry"]["entered"]
    assert plugin_controls["second draw"][second]["entry"]["entered"]
    buyers = {seat for seat, controls in plugin_controls["purchase while answered"].items() if controls["buy"]}
    assert len(buyers) == 1 and not plugin_controls["purchase while answered"][buyers.pop()]["acts"]
    rng, tally, differences = random.Random(5), Counter(), []
    built, replays = BuiltTables(app, client, name), Replays(game, log, seed)
    for path, length in at.items():
        roles = {first, second, "board"} if path != "purchase while answered" else {*seats_at(game), "board"}
        for role in sorted(roles):
            _probe(built, replays, log[:length], role, rng, highest_number(game, log), tally, differences)
    print(f"\n{name} entry paths: " + ", ".join(f"{key} {count}" for key, count in sorted(tally.items())))
    assert tally["twins: cards swapped"] and tally["refusals compared"] > 500
    assert not differences, differences[:5]


def _controls(game, state, seat: str) -> dict:
    return plugin_for(game).controls(game, state, seat, translations("en"))


# A Very Civil Whist's hands with a suit in common: a Spade led must be followed, so a follow marks cards.
MIXED_DEAL = {
    "do": "deal",
    "parliament": ["4H", "5H", "6H", "7H", "4S", "5S", "4D", "5D"],
    "royalists": ["8H", "9H", "6S", "7S", "8S", "9S", "4C", "5C"],
}


def test_the_pickers_marks_and_the_entry_progress_reveal_nothing(app, client):
    """The pickers' own data: a known hand's refused cards marked (a follow), a turn-up offering only what this
    phone cannot rule out, who has entered a hidden deal. Each is there to be probed, and every answer at those
    positions is the same whatever the viewer cannot see (the other hand, the other phone's entry)."""
    name, seed = "avcw", 3
    game = get_game(name)
    entering = [{"do": "dealt", "side": "parliament", "cards": DEAL["parliament"]}]
    playing = [MIXED_DEAL, *(action for _, action in PREPARATION[1:5])]
    playing.append({"do": "lead", "side": "royalists", "card": "6S"})
    rng, tally, differences = random.Random(7), Counter(), []
    # (log, how many of its actions, the roles probed there)
    positions = (
        (entering, 1, ("royalists", "parliament", "board")),
        (playing, 4, game.seats),
        (playing, 6, game.seats),
    )
    for log, length, roles in positions:
        log = [game.action_to_json(game.action_from_json(item)) for item in log]
        state = replay(game, log[:length], seed=seed).state
        shown = {seat: _controls(game, state, seat) for seat in game.seats}
        if state.step == "deal":
            assert all(shown[seat]["entries"]["entered"] == ["parliament"] for seat in game.seats)
        elif state.step == "reveal":
            for seat in game.seats:
                assert not set(shown[seat]["picker"]["cards"]) & set(MIXED_DEAL[seat])
        else:
            assert state.step == "follow" and shown["parliament"]["picker"]["refused"]
        built, replays = BuiltTables(app, client, name), Replays(game, log, seed)
        for role in roles:
            _probe(built, replays, log[:length], role, rng, highest_number(game, log), tally, differences)
    print(f"\n{name} pickers: " + ", ".join(f"{key} {count}" for key, count in sorted(tally.items())))
    assert tally["twins: cards swapped"] and tally["refusals compared"] > 300
    assert not differences, differences[:5]
