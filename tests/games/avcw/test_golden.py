"""Golden playthroughs: recorded whole games must replay to exactly the recorded log."""

import json

import pytest

from engine.replay import read_jsonl, replay
from tests.golden.make import GAMES, folder, header

FOLDER = folder("avcw")


@pytest.mark.parametrize(("seed", "options"), GAMES["avcw"])
def test_golden_game_replays_exactly(avcw, seed, options):
    actions_text = (FOLDER / f"seed-{seed}.jsonl").read_text(encoding="utf-8")
    assert actions_text.splitlines()[0] == header(seed, options)
    result = replay(avcw, read_jsonl(actions_text), seed=seed, options=options)
    expected = (FOLDER / f"seed-{seed}.log.txt").read_text(encoding="utf-8")
    assert "\n".join(str(line) for line in result.lines) + "\n" == expected
    assert result.state.is_terminal()
    assert avcw.check_invariants(result.state) == []


def test_golden_logs_cover_the_whole_game():
    kinds = set()
    for seed, _ in GAMES["avcw"]:
        text = (FOLDER / f"seed-{seed}.log.txt").read_text(encoding="utf-8")
        assert "Round 1 ended" in text and " won" in text.splitlines()[-1]
        kinds |= {json.loads(line)["do"] for line in (FOLDER / f"seed-{seed}.jsonl").read_text().splitlines()[1:]}
    assert {
        "deal",
        "draw_event",
        "influence",
        "choose_trump",
        "reveal",
        "lead",
        "follow",
        "pick",
        "place_leaders",
        "attack",
        "defend",
        "casualty",
        "support",
    } <= kinds
