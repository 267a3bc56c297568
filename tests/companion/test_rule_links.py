"""Refusals name the rule they apply: every action of every game with a booklet names the statement of its rule
(``@action(rule=)``), every step the rule a misfit action is refused by (``step_rules``), every refusal that names
another does so by a key, and every key is an anchor of the Rules page in every shipped language; refusals met in
play name one, and the API and the pickers send its anchor."""

from __future__ import annotations

import ast
import inspect
import random
import re
from pathlib import Path

import pytest

from companion.rulespage import booklet_text, rule_anchor
from engine.errors import IllegalActionError
from engine.i18n import available_locales, translations
from engine.plugins import get_kit_maker
from games import get_game
from tests.companion.helpers import Table
from tests.helpers import random_choice

GAMES = ["avcw", "civil_suits", "17-21", "walsingham", "trumps_of_kings"]  # the games with a booklet
REFUSERS = {"illegal", "IllegalActionError"}  # the ways a game raises a refusal with its own rule


def named_rules(game) -> dict[str, str]:
    """Return the rule each refusal of the game's code names where it is raised, by where: ``{"file:line": key}``."""
    folder = Path(inspect.getfile(type(game))).parent
    found = {}
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            name = getattr(node, "func", None)
            name = getattr(name, "id", getattr(name, "attr", None))
            if isinstance(node, ast.Call) and name in REFUSERS:
                for keyword in node.keywords:
                    if keyword.arg == "rule":
                        assert isinstance(keyword.value, ast.Constant), f"{path}:{node.lineno}: name the rule plainly"
                        found[f"{path.name}:{node.lineno}"] = keyword.value.value
    return found


def anchors(game_name: str, locale: str) -> set[str]:
    """Return the anchors of the statements the Rules page shows, in a language."""
    return {block["id"] for page in booklet_text(game_name, None, locale) for block in page["blocks"]}


@pytest.mark.parametrize("game_name", GAMES)
def test_every_refusal_of_a_game_names_a_rule_its_rules_page_shows_in_every_language(game_name):
    game = get_game(game_name)
    kinds = {action_type.kind: action_type.rule for action_type in game.codec.types.values()}
    assert [kind for kind, rule in kinds.items() if not rule] == []  # a refusal without its own takes its action's
    # An action that does not fit now is refused by the rule of the step waited for: every step names one.
    state = game.new_initial_state(seed=0)
    assert [step for step in state.step_text if step not in {"over", *state.step_rules, *kinds}] == []
    keys = set(kinds.values()) | set(named_rules(game).values()) | set(state.step_rules.values())
    for locale in available_locales():
        shown = anchors(game_name, locale)
        assert sorted(key for key in keys if rule_anchor(key) not in shown) == [], locale
        # Each named statement is printed in the booklet the kit prints, in that language.
        printed = {key for key, _ in get_kit_maker(game_name)(None, translations(locale)).booklet.rules}
        assert keys <= printed, locale


@pytest.mark.parametrize("game_name", GAMES)
def test_refusals_met_in_play_name_a_rule_of_the_rules_page(game_name):
    """Actions of earlier moments (stale ones, another seat's) tried at each moment of random games: each refusal
    names a rule the Rules page anchors."""
    game = get_game(game_name)
    shown = anchors(game_name, "en")
    rng = random.Random(3)
    refused = 0
    for seed in range(3):
        state = game.new_initial_state(seed=seed)
        tried = []
        for _ in range(60):
            if state.is_terminal():
                break
            for action in rng.sample(tried, min(len(tried), 6)):
                for asker in (None, *game.seats):
                    try:
                        state.clone().apply_action(action, asker=asker)
                    except IllegalActionError as refusal:
                        refused += 1
                        assert refusal.rule and rule_anchor(refusal.rule) in shown, (action, refusal.reason)
            action = random_choice(state, rng)
            tried.append(action)
            state.apply_action(action)
    assert refused > 50  # the test met refusals


def test_a_refusal_answered_by_the_api_names_its_rules_anchor(client):
    table = Table.create(client, game="avcw")
    table.act("parliament", {"do": "deal", "unseen": True})
    # Parliament's leaders cannot be placed yet: the event is due. The refusal names the rule of the events.
    placement = {"north": "essex", "midlands": "fairfax", "south": "manchester"}
    response = table.send("parliament", {"do": "place_leaders", "side": "parliament", "leaders": placement})
    assert response.status_code == 422
    assert response.get_json()["error"]["rule"] == "rule-events"
    page = client.get(f"/t/{table.tokens['parliament']}/rules").get_data(as_text=True)
    statement = re.search(r'<p id="rule-events"[^>]*>([^<]*)</p>', page)
    assert statement and "Reveal and resolve 2 events" in statement.group(1)  # the booklet's own words of that rule
    # A bid at a new Walsingham table is refused by the rule of the step due: the Loyalty deal.
    table = Table.create(client, game="walsingham")
    seat = table.seats()[0]
    answer = table.send(seat, {"do": "bid", "seat": seat, "amount": 1})
    assert (answer.status_code, answer.get_json()["error"]["rule"]) == (422, "rule-loyalty")
