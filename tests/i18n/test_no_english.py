"""Nothing a player reads bypasses the catalogs: games' logs and refusals, and the companion's pages and
answers, rendered in the pseudo-locale, hold no plain English word (see tests/i18n/words.py)."""

from __future__ import annotations

import html
import json
import random
import re

import pytest

from companion import create_app
from companion.plugins import plugin_for
from engine.cards import DECK_SIZE, format_card
from engine.errors import IllegalActionError, InvalidActionError
from engine.game import deciding_seat
from engine.i18n import PLACEHOLDER, language_names, render, translations
from engine.plugins import game_names, installed_game
from engine.pseudo import PSEUDO_LOCALE
from games import get_game
from games.avcw.actions import CODEC
from games.civil_suits.actions import CODEC as CIVIL_SUITS_CODEC
from tests.companion.helpers import ACTIONS, API_HEADERS, PREPARATION
from tests.i18n.words import english_words

GAME = get_game("avcw")
CARDS = [format_card(card) for card in range(DECK_SIZE)]
NAMES = [*GAME.rules.sides, *GAME.rules.tracks, *GAME.rules.leaders, *GAME.rules.assets]
# Each game's actions and the identifiers its actions name, and the options a whole game is played with.
CIVIL_SUITS = get_game("civil_suits")
WALSINGHAM = get_game("walsingham")
WALSINGHAM_NAMES = [
    *WALSINGHAM.seats,
    "nobody",
    *WALSINGHAM.tables.reward_ids,
    *WALSINGHAM.tables.secret_ids,
    *WALSINGHAM.tables.loyalty_names,
    *(kind.id for kind in WALSINGHAM.rules.secrets),
]
PLAYED = {
    "avcw": (GAME, CODEC, NAMES, lambda seed: {"foreign_influence": seed % 2 == 1}),
    "civil_suits": (CIVIL_SUITS, CIVIL_SUITS_CODEC, [*CIVIL_SUITS.rules.seats], lambda seed: {}),
    "walsingham": (WALSINGHAM, WALSINGHAM.codec, WALSINGHAM_NAMES, lambda seed: {"six_players": seed % 2 == 1}),
}
# Words that are no text to translate: the languages' own names on the switch, the program's name, and the
# identifiers a refusal of a malformed action quotes back ("'essex' is not a suit").
ALLOWED = {word for name in language_names().values() for word in name.split()} | {"pnpkit", *NAMES}


def _mutated(data: dict, rng: random.Random, codec=CODEC, names=NAMES) -> dict:
    """A legal action's JSON with one field changed to another plausible value: often refused, for a reason."""
    data = dict(data)
    field = rng.choice([name for name in data if name != "do"] or ["do"])
    value = data.get(field)
    if field == "do":
        data["do"] = rng.choice(sorted(codec.types))
    elif isinstance(value, list):
        data[field] = rng.sample(CARDS, len(value))
    elif isinstance(value, dict):
        data[field] = {track: rng.choice(names) for track in value}
    elif isinstance(value, bool):
        data[field] = not value
    elif isinstance(value, str) and value in CARDS:
        data[field] = rng.choice(CARDS)
    else:
        data[field] = rng.choice([*names, "H", "S", "D", "C"])
    return data


@pytest.mark.parametrize("seed", [3, 11])
@pytest.mark.parametrize("name", sorted(PLAYED))
def test_a_whole_games_log_and_its_refusals_are_all_translated(name, seed):
    game, codec, names, options = PLAYED[name]
    rng = random.Random(seed)
    state = game.new_initial_state(seed=seed, options=options(seed), log=True)
    reasons = []
    while not state.is_terminal():
        seat = deciding_seat(state)
        choices = state.legal_actions(seat) if seat else state.legal_actions()
        for _ in range(2):
            try:
                mutated = _mutated(game.action_to_json(rng.choice(choices)), rng, codec, names)
                state.apply_action(game.action_from_json(mutated))
            except (IllegalActionError, InvalidActionError) as error:
                reasons.append(error.reason)
                continue
            break
        else:
            state.apply_action(rng.choice(choices))
    tr = translations(PSEUDO_LOCALE)
    lines = [render(line, tr) for line in state.log]
    refusals = {render(reason, tr) for reason in reasons}
    assert len(lines) > 100 and len(refusals) > 15
    # A refusal of a malformed action may also quote the JSON names of actions and fields it expected.
    protocol = {*codec.types, *(field for action in codec.types.values() for field in action.spec)}
    texts = [*lines, *refusals, render(state.outcome().reason, tr)]
    leaks = {text: english_words(text, ALLOWED | protocol | set(names)) for text in texts}
    assert {text: words for text, words in leaks.items() if words} == {}


def _visible_text(page: str) -> str:
    """The text of a page a person reads: text nodes and labels, without scripts, inline SVG and addresses."""
    page = re.sub(r"<(script|svg)\b[\s\S]*?</\1>", " ", page)
    texts = re.findall(r">([^<]+)<", page) + re.findall(r'(?:aria-label|title|alt)="([^"]*)"', page)
    return re.sub(r"https?://\S+", " ", html.unescape(" ".join(texts)))


def _page_data(page: str) -> list[str]:
    """The words a page hands its script: every value of its JSON blocks."""
    found = []
    for block in re.findall(r'<script type="application/json" id="[^"]+">([\s\S]*?)</script>', page):
        found += [PLACEHOLDER.sub(" ", text) for text in _strings(json.loads(block), keys=False)]
    return found


# Keys of an answer whose values are identifiers (of sides, tracks, cards, steps), not text.
IDENTIFIER_KEYS = {
    "table", "game", "seat", "locale", "step", "id", "track", "side", "card", "cards", "suit", "suits", "ranks",
    "trump", "trump_suits", "legal", "hand", "table_cards", "lead_card", "leaders", "assets", "bonus_waiting",
    "placed", "my_placement", "options", "board_base", "board_pieces", "log_fp", "index", "events_out",
    "foreign_leader", "fronts", "last_trick", "phase",
}  # fmt: skip


def _strings(value, keys: bool = True):
    """Every string in a JSON value (skipping identifier keys when ``keys``)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            if not (keys and key in IDENTIFIER_KEYS):
                yield from _strings(item, keys)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item, keys)


def _titles_of_other_packages() -> list[str]:
    """Return the titles and seat names of installed games that are not pnpkit's own (the sample game), as the home
    page shows them: pnpkit's catalogs lack them."""
    texts = []
    for name in game_names():
        if installed_game(name).package.startswith("games."):
            continue
        game = get_game(name)
        plugin = plugin_for(game)
        texts += [game.rules.title, *(render(plugin.side_name(game, seat), translations("en")) for seat in game.seats)]
    return texts


def test_the_companions_pages_answers_log_board_and_refusals_are_all_translated(tmp_path):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "tables.sqlite3"), "SECRET_KEY": "test"})
    client = app.test_client()
    lang = f"?lang={PSEUDO_LOCALE}"
    links = client.post("/api/tables" + lang, json={}, headers=API_HEADERS).get_json()["links"]
    tokens = {role: url.rsplit("/", 1)[1] for role, url in links.items()}
    refusals = []

    def send(role, action):
        version = client.get(f"/api/t/{tokens['board']}/version").get_json()["version"]
        body = {"version": version, "action": action}
        return client.post(f"/api/t/{tokens[role]}/actions{lang}", json=body, headers=API_HEADERS).get_json()

    home = _visible_text(client.get("/" + lang).get_data(as_text=True))
    for title in _titles_of_other_packages():
        home = home.replace(title, "")
    texts = {"home": home}
    for number, (role, action) in enumerate([*PREPARATION, *ACTIONS]):
        texts[f"lines {number}"] = " ".join(send(role, action)["lines"])
    refusals.append(send("parliament", {"do": "support", "side": "parliament", "card": "2D"}))  # not higher
    refusals.append(send("board", {"do": "support", "side": "parliament", "card": "9D"}))  # onlookers cannot act
    refusals.append(send("royalists", {"do": "support", "side": "parliament", "card": "9D"}))  # not their side
    stale = {"version": 0, "action": {"do": "deal"}}
    refusals.append(
        client.post(f"/api/t/{tokens['royalists']}/actions{lang}", json=stale, headers=API_HEADERS).get_json()
    )
    refusals.append(client.get(f"/api/t/no-such-token-here/state{lang}").get_json())
    for number, refusal in enumerate(refusals):
        texts[f"refusal {number}"] = refusal["error"]["message"]
    for role, token in tokens.items():
        page = client.get(f"/t/{token}{lang}").get_data(as_text=True)
        texts[f"{role} page"] = _visible_text(page)
        texts[f"{role} page data"] = " ".join(_page_data(page))
        answer = client.get(f"/api/t/{token}/state{lang}").get_json()
        texts[f"{role} answer"] = " ".join(_strings(answer))
        board = client.get(f"/api/t/{token}/board.svg{lang}").get_data(as_text=True)
        texts[f"{role} board"] = html.unescape(" ".join(re.findall(r">([^<]+)<", board)))
    texts["error page"] = _visible_text(client.get(f"/t/no-such-token-here{lang}").get_data(as_text=True))
    assert len(texts["parliament answer"]) > 1000 and "Ĵ" in texts["royalists page data"]
    leaks = {name: english_words(text, ALLOWED) for name, text in texts.items()}
    assert {name: words for name, words in leaks.items() if words} == {}


def test_civil_suits_pages_answers_log_and_score_pad_are_all_translated(tmp_path):
    from tests.companion.test_civil_suits import DEAL, PASSES, SEATS, SUITS

    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "tables.sqlite3"), "SECRET_KEY": "test"})
    client = app.test_client()
    lang = f"?lang={PSEUDO_LOCALE}"
    created = client.post("/api/tables" + lang, json={"game": "civil_suits"}, headers=API_HEADERS).get_json()
    tokens = {role: url.rsplit("/", 1)[1] for role, url in created["links"].items()}

    def send(role, action):
        version = client.get(f"/api/t/{tokens['board']}/version").get_json()["version"]
        body = {"version": version, "action": action}
        return client.post(f"/api/t/{tokens[role]}/actions{lang}", json=body, headers=API_HEADERS).get_json()

    script = [("north", DEAL)]
    script += [(seat, {"do": "choose_suit", "seat": seat, "suit": SUITS[seat]}) for seat in SEATS]
    texts = {}
    for number, (role, action) in enumerate(script):
        texts[f"lines {number}"] = " ".join(send(role, action)["lines"])
    # Each seat's page is read while it is to pass: its plural texts and the passing instruction.
    for role, token in tokens.items():
        page = client.get(f"/t/{token}{lang}").get_data(as_text=True)
        texts[f"{role} page"] = _visible_text(page)
        texts[f"{role} page data"] = " ".join(_page_data(page))
        texts[f"{role} answer while passing"] = " ".join(_strings(client.get(f"/api/t/{token}/state{lang}").get_json()))
    texts["refusal"] = send("north", {"do": "pass", "seat": "north", "cards": ["2C"]})["error"]["message"]
    for seat in SEATS:
        texts[f"pass {seat}"] = " ".join(send(seat, {"do": "pass", "seat": seat, "cards": PASSES[seat]})["lines"])
    for role, token in tokens.items():
        answer = client.get(f"/api/t/{token}/state{lang}").get_json()
        texts[f"{role} answer"] = " ".join(_strings(answer))
        board = client.get(f"/api/t/{token}/board.svg{lang}").get_data(as_text=True)
        texts[f"{role} board"] = html.unescape(" ".join(re.findall(r">([^<]+)<", board)))
    assert "Ĵ" in texts["north page data"] and len(texts["north answer"]) > 500
    allowed = ALLOWED | set(SEATS)
    leaks = {name: english_words(text, allowed) for name, text in texts.items()}
    assert {name: words for name, words in leaks.items() if words} == {}
