"""A helper that plays a table through the JSON API as the phones do, and a scripted first round."""

from __future__ import annotations

import time

import pytest

from companion.appseat import APP, draws
from companion.plugins import seats_at_table
from companion.storage import get_db
from companion.tables import ONLOOKER_ROLES
from games import get_game

API_HEADERS = {"X-Pnpkit": "1"}

# A whole first round with every card entered: (who sends it, the action). Parliament is dealt the
# Hearts and Diamonds, the Royalists the Spades and Clubs, so every trick's winner is known in advance.
DEAL = {
    "do": "deal",
    "parliament": ["4H", "5H", "6H", "7H", "8H", "9H", "4D", "5D"],
    "royalists": ["4S", "5S", "6S", "7S", "8S", "9S", "4C", "5C"],
}
PARLIAMENT_PLACEMENT = {"north": "essex", "midlands": "fairfax", "south": "manchester"}
ROYALIST_PLACEMENT = {"north": "rupert", "midlands": "wilmot", "south": "newcastle"}
PREPARATION = [
    ("parliament", DEAL),
    ("royalists", {"do": "draw_event", "card": "JC"}),  # Queen Henrietta: Foreign Support front to R2
    ("parliament", {"do": "draw_event", "card": "KH"}),  # Parliament gains the Eastern Association
    ("royalists", {"do": "choose_trump", "side": "royalists", "suit": "S"}),
    ("parliament", {"do": "reveal", "cards": ["6D", "6C"]}),
    ("royalists", {"do": "lead", "side": "royalists", "card": "4S"}),
    ("parliament", {"do": "follow", "side": "parliament", "card": "4D"}),
    ("royalists", {"do": "pick", "side": "royalists", "card": "6C"}),
    ("royalists", {"do": "reveal", "cards": ["7D", "7C"]}),
    ("parliament", {"do": "lead", "side": "parliament", "card": "5H"}),
    ("royalists", {"do": "follow", "side": "royalists", "card": "4C"}),
    ("parliament", {"do": "pick", "side": "parliament", "card": "7D"}),
    ("parliament", {"do": "reveal", "cards": ["8D", "8C"]}),
    ("royalists", {"do": "lead", "side": "royalists", "card": "5S"}),
    ("parliament", {"do": "follow", "side": "parliament", "card": "5D"}),
    ("royalists", {"do": "pick", "side": "royalists", "card": "8C"}),
    ("royalists", {"do": "reveal", "cards": ["9D", "9C"]}),
    ("parliament", {"do": "lead", "side": "parliament", "card": "6H"}),
    ("royalists", {"do": "follow", "side": "royalists", "card": "5C"}),
    ("parliament", {"do": "pick", "side": "parliament", "card": "9D"}),
    ("parliament", {"do": "place_leaders", "side": "parliament", "leaders": PARLIAMENT_PLACEMENT}),
    ("royalists", {"do": "place_leaders", "side": "royalists", "leaders": ROYALIST_PLACEMENT}),
]
# Hands after the planning tricks: Parliament 4H 7H 8H 9H 6D 7D 8D 9D, Royalists 6S 7S 8S 9S 6C 7C 8C 9C.
ACTIONS = [
    # The Royalists hold no Hearts, so they attack the North with a trump; Parliament cannot follow.
    ("royalists", {"do": "attack", "side": "royalists", "track": "north", "card": "6S"}),
    ("parliament", {"do": "defend", "side": "parliament", "card": "4H"}),
    # Parliament attacks the North with Essex beside it and loses to a trump: a casualty test follows.
    ("parliament", {"do": "attack", "side": "parliament", "track": "north", "card": "7H"}),
    ("royalists", {"do": "defend", "side": "royalists", "card": "7S"}),
]
CASUALTY_SAFE = ("royalists", {"do": "casualty", "cards": ["AH", "AS"]})  # total 2: Essex (rating 5) survives

# A seat the app plays tries a few games a move in tests, not the half second it thinks at a table: the same
# choices on every machine, and whole games against it in seconds.
TEST_APP_SEAT = {"APP_BUDGET": 8}
SERVE_APP_SEAT = ("--app-playouts", "8")


def load_table(app, client, name: str, seed: int, log: list[dict], app_seats: tuple[str, ...] = ()) -> Table:
    """Store a table of a game with this seed and action log, as if its phones (and the app) had played it.

    Each action is stored as sent by the seat it is made for; a draw, by the game's first seat, or by the app
    where the app makes it. The app plays ``app_seats``: their actions are stored as the app's. The log is
    stored in one change: it is the store's rows the tests need, not a commit for each action.
    """
    game = get_game(name)
    with app.app_context():
        hub = app.extensions["pnpkit_tables"].hub
        state = game.new_initial_state(seed=seed)
        people = tuple(seat for seat in seats_at_table(game, state) if seat not in app_seats)
        record = get_db().create_table(name, seed, dict(state.options), "", (*people, *ONLOOKER_ROLES), app_seats)
        stored = []
        for item in log:
            action = game.action_from_json(item)
            seat = game.action_seat(action)
            is_app = seat in app_seats or (seat is None and app_seats and action.kind in draws(game))
            stored.append((item, APP if is_app else seat or people[0]))
        get_db().append_actions(record.id, 0, stored)  # one commit for the whole log
        hub._tables.pop(record.id, None)  # replayed from the stored log on first use, as after a restart
        return Table(client, dict(record.viewers), record.id)


class Table:
    """One table seen through the API: its tokens, and methods that act like each phone."""

    def __init__(self, client, tokens: dict[str, str], table_id: str):
        self.client = client
        self.tokens = tokens
        self.id = table_id

    @classmethod
    def create(cls, client, options: dict | None = None, game: str = "avcw", app_seats: list | None = None) -> Table:
        """Create a table of a game through the API (the app playing ``app_seats``) and keep each role's token."""
        body = {"game": game, "options": options or {}, "app_seats": app_seats or []}
        response = client.post("/api/tables", json=body, headers=API_HEADERS)
        assert response.status_code == 201, response.get_data(as_text=True)
        links = response.get_json()["links"]
        return cls(client, {role: url.rsplit("/", 1)[1] for role, url in links.items()}, response.get_json()["table"])

    def state(self, role: str = "board") -> dict:
        """Return what a role sees now."""
        response = self.client.get(f"/api/t/{self.tokens[role]}/state")
        assert response.status_code == 200
        return response.get_json()

    def board(self, role: str = "board") -> str:
        """Return the live board a role sees as one SVG document (the base drawing with the pieces on it)."""
        response = self.client.get(f"/api/t/{self.tokens[role]}/board.svg")
        assert response.status_code == 200
        return response.get_data(as_text=True)

    def version(self) -> int:
        """Return the table's version."""
        return self.client.get(f"/api/t/{self.tokens['board']}/version").get_json()["version"]

    def send(self, role: str, action: dict, version: int | None = None):
        """Send an action from a role's phone against the current (or a given) version; return the response."""
        body = {"version": self.version() if version is None else version, "action": action}
        return self.client.post(f"/api/t/{self.tokens[role]}/actions", json=body, headers=API_HEADERS)

    def act(self, role: str, action: dict) -> dict:
        """Send an action that must be accepted; return the new answer."""
        response = self.send(role, action)
        assert response.status_code == 200, response.get_data(as_text=True)
        return response.get_json()

    def play(self, script) -> None:
        """Send every (role, action) of a script."""
        for role, action in script:
            self.act(role, action)

    def seats(self) -> list[str]:
        """Return the seats with a link at this table (a game may seat only some of its seats)."""
        return [role for role in self.tokens if role not in ("board", "host")]

    def undo(self, role: str, version: int | None = None, confirm=True):
        """Ask for an undo from a role's phone; return the response."""
        body = {"version": self.version() if version is None else version, "confirm": confirm}
        return self.client.post(f"/api/t/{self.tokens[role]}/undo", json=body, headers=API_HEADERS)

    def answer_undo(self, role: str, accept: bool, version: int | None = None):
        """Accept or decline a pending undo from a role's phone; return the response."""
        body = {"version": self.version() if version is None else version, "accept": accept}
        return self.client.post(f"/api/t/{self.tokens[role]}/undo/answer", json=body, headers=API_HEADERS)


def wait_for(condition, what: str, seconds: float = 30.0) -> None:
    """Wait until ``condition()`` holds (a worker starting, an announcement arriving); fail saying ``what`` if never.

    The seconds are a bound on waiting, never a pass mark.
    """
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"never: {what}")
        time.sleep(0.02)
