"""Golden playthroughs: recorded whole games between greedy bots must replay to exactly the recorded log."""

import json

import pytest

from engine.replay import read_jsonl, replay
from tests.golden.make import GAMES, folder, header

FOLDER = folder("civil_suits")


@pytest.mark.parametrize(("seed", "options"), GAMES["civil_suits"])
def test_golden_game_replays_exactly(civil, seed, options):
    actions_text = (FOLDER / f"seed-{seed}.jsonl").read_text(encoding="utf-8")
    assert actions_text.splitlines()[0] == header(seed, options)
    result = replay(civil, read_jsonl(actions_text), seed=seed, options=options)
    expected = (FOLDER / f"seed-{seed}.log.txt").read_text(encoding="utf-8")
    assert "\n".join(str(line) for line in result.lines) + "\n" == expected
    assert result.state.is_terminal()
    assert civil.check_invariants(result.state) == []


def test_golden_logs_cover_the_whole_game():
    kinds, text = set(), ""
    for seed, _ in GAMES["civil_suits"]:
        text += (FOLDER / f"seed-{seed}.log.txt").read_text(encoding="utf-8")
        kinds |= {json.loads(line)["do"] for line in (FOLDER / f"seed-{seed}.jsonl").read_text().splitlines()[1:]}
    assert {"deal", "choose_suit", "pass", "play", "decline", "challenge", "peek", "magic", "trump"} <= kinds
    for phrase in ("Round 4 is over", "banned", "Challenger", "Champion of Might", "took the trick", "won"):
        assert phrase in text, phrase
