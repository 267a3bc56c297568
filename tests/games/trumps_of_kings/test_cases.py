"""Runs the Trumps of Kings case file (cases.yaml), in the style of the Diplomacy Adjudicator Test Cases:
each case states one rule or ruling, a state before, the plays, and the state after.

A play with ``refused: TEXT`` must be refused with a reason containing TEXT and leave the state as it
was. ``after`` names parts of the state's JSON, plus a few figures the JSON does not hold directly:
``hand_counts``, ``hand_limits``, ``skills``, ``deck_count``, ``total_cards`` and ``log`` (texts the
plays' log lines must contain).
"""

from pathlib import Path

import pytest
import yaml

from games import get_game
from games.trumps_of_kings.data import SEATS, load
from tests.games.trumps_of_kings.arrange import arrange, matches
from tests.helpers import refused, rendered

GAME = get_game("trumps_of_kings")
CASES = yaml.safe_load((Path(__file__).with_name("cases.yaml")).read_text(encoding="utf-8"))


def _figures(state, after: dict) -> list[str]:
    """Compare the figures of ``after`` that are computed rather than stored."""
    t = state.t
    actual = {
        "hand_counts": {SEATS[k]: state.hand_size(k) for k in state.playing},
        "hand_limits": {SEATS[k]: state.hand_limit(k) for k in state.playing},
        "skills": {t.armies[a]: state.skill(a) for a in range(len(t.armies))},
        "deck_count": len(state.deck),
        "total_cards": len(state.deck) + len(state.discard) + sum(map(len, state.hands)) + len(state.table),
    }
    return [problem for key in actual if key in after for problem in matches(actual[key], after[key], key)]


@pytest.mark.parametrize("case", CASES, ids=[case["id"] for case in CASES])
def test_case(case):
    state = arrange(GAME, case.get("before", {}))
    lines = []
    for play in case.get("plays", []):
        play = dict(play)
        fragment = play.pop("refused", None)
        if fragment is not None:
            with refused(state, fragment):
                state.apply_action(GAME.action_from_json(play))
        else:
            lines += state.apply_action(GAME.action_from_json(play))
    after = dict(case.get("after", {}))
    log = after.pop("log", [])
    problems = _figures(state, after)
    for key in ("hand_counts", "hand_limits", "skills", "deck_count", "total_cards"):
        after.pop(key, None)
    problems += matches(state.to_json(), after)
    text = rendered(lines)
    problems += [f"log: no {phrase!r} in\n{text}" for phrase in log if phrase not in text]
    assert not problems, "\n".join(problems)
    assert GAME.check_invariants(state) == []


def test_every_case_names_its_rule_or_ruling_and_every_ruling_has_a_case():
    for case in CASES:
        assert case.get("rule") or case.get("ruling"), case["id"]
    ids = [case["id"] for case in CASES]
    assert len(ids) == len(set(ids))
    ruled = {case.get("ruling") for case in CASES}
    assert {ruling.id for ruling in load().rulings} <= ruled
