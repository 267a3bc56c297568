"""Golden playthroughs of every game: recorded whole games between greedy bots must replay to exactly the
recorded log, and together they must reach every part of the game."""

import json

import pytest

from engine.replay import read_jsonl, replay
from games import get_game
from tests.golden.make import GAMES, folder, header

# game -> (actions the recordings must use, texts each log must hold, texts one log at least must hold)
COVERAGE = {
    "avcw": (
        {
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
        },
        ("Round 1 ended",),
        (),
    ),
    "civil_suits": (
        {"deal", "choose_suit", "pass", "play", "decline", "challenge", "peek", "magic", "trump"},
        ("Round 4 is over",),
        ("banned", "Challenger", "Champion of Might", "took the trick"),
    ),
    "17-21": (
        {
            "reveal_terrain",
            "deal",
            "discard",
            "weather",
            "deal_doctrines",
            "keep_doctrines",
            "place",
            "choose_first",
            "outflanked",
            "attack",
            "call",
            "draw",
            "stand",
            "doctrine",
            "deploy",
            "rout",
            "lose",
        },
        ("Turn 1:", "The battle deck has run out (2 of 2)", "busts over 21", "for free"),
        ("uses Bombard", "holds"),
    ),
    "trumps_of_kings": (
        {"cut", "draw", "diplomacy", "move", "invade", "reinforce", "trump", "decline", "pass", "buy", "result"},
        ("Turn 16 begins", "The campaign is over"),
        ("trumps with", "becomes Austria's Province", "Battle for", "gives up the struggle"),
    ),
    "walsingham": (
        {"deal_loyalty", "reveal", "bid", "claim", "draw_secrets", "keep_secret", "peek", "shuffle", "look"}
        | {"discard_loyalty", "accuse"},
        ("Turn 9: deck C shows", "The bid tracker", "The reveal:", "stipend of £10"),
        ("raises the bid", "peeks at the Loyalty cards", "Triple Agent card", "keeps one Secret card"),
    ),
}
RECORDED = [(name, seed, options) for name, games in GAMES.items() for seed, options in games]


@pytest.mark.parametrize(("name", "seed", "options"), RECORDED)
def test_golden_game_replays_exactly(name, seed, options):
    game = get_game(name)
    actions_text = (folder(name) / f"seed-{seed}.jsonl").read_text(encoding="utf-8")
    assert actions_text.splitlines()[0] == header(seed, options)
    result = replay(game, read_jsonl(actions_text), seed=seed, options=options)
    expected = (folder(name) / f"seed-{seed}.log.txt").read_text(encoding="utf-8")
    assert "\n".join(str(line) for line in result.lines) + "\n" == expected
    assert result.state.is_terminal()
    assert game.check_invariants(result.state) == []


def test_every_game_has_golden_playthroughs():
    assert set(GAMES) == set(COVERAGE) and all(GAMES.values())


@pytest.mark.parametrize("name", sorted(COVERAGE))
def test_golden_logs_cover_the_whole_game(name):
    kinds_used, in_every_log, in_some_log = COVERAGE[name]
    kinds, texts = set(), []
    for seed, _ in GAMES[name]:
        text = (folder(name) / f"seed-{seed}.log.txt").read_text(encoding="utf-8")
        for phrase in in_every_log:
            assert phrase in text, (seed, phrase)
        assert " won" in text.splitlines()[-1], seed
        texts.append(text)
        actions = (folder(name) / f"seed-{seed}.jsonl").read_text(encoding="utf-8").splitlines()[1:]
        kinds |= {json.loads(line)["do"] for line in actions}
    assert kinds_used <= kinds, kinds_used - kinds
    for phrase in in_some_log:
        assert any(phrase in text for text in texts), phrase
