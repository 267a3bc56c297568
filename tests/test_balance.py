"""`pnpkit balance`: the report is built for every game, read back, and its figures checked against the games
played again from their seeds; the page is whole by itself (no address outside it) and in the chosen language."""

from __future__ import annotations

import json
import random
from collections import Counter
from html import unescape
from html.parser import HTMLParser
from pathlib import Path

import pytest
from click.testing import CliRunner

import games
from engine.plugins import game_names, get_game
from engine.simulate import RandomBot, play_game
from pnpkit.balance import game_figures_module, wilson
from pnpkit.cli import main

GAMES = 3
SEED = 11


class Rows(HTMLParser):
    """Every element's data attributes, by tag, in the page's order; and every address the page names."""

    def __init__(self):
        super().__init__()
        self.elements: list[tuple[str, dict]] = []
        self.addresses: list[str] = []
        self.tags: Counter = Counter()

    def handle_starttag(self, tag, attrs):
        data = dict(attrs)
        self.tags[tag] += 1
        self.elements.append((tag, data))
        self.addresses += [value for name, value in attrs if name in ("src", "href") and value]


def _played_again(name: str, seed: int):
    """Play one game as the report's random bots do: one generator from the seed, a bot per seat in order."""
    game = get_game(name)
    rng = random.Random(seed)
    return play_game(game, seed, {seat: RandomBot(rng) for seat in game.seats})


def _report(tmp_path, name: str, *extra: str) -> Rows:
    out = tmp_path / f"{name}.html"
    args = ["balance", name, "--games", str(GAMES), "--seed", str(SEED), "--out", str(out), *extra]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    rows = Rows()
    rows.feed(out.read_text(encoding="utf-8"))
    rows.text = out.read_text(encoding="utf-8")
    return rows


@pytest.mark.parametrize("name", game_names())
def test_the_report_of_every_game_holds_the_figures_of_its_games(tmp_path, name):
    # Two workers for one game (the pool's path), one for the others: the machine's cores are shared.
    rows = _report(tmp_path, name, "--processes", "2" if name == "avcw" else "1")
    states = [_played_again(name, SEED + number) for number in range(GAMES)]
    winners = [state.outcome().winners if state.outcome() else () for state in states]
    seats = {data["data-seat"]: data for tag, data in rows.elements if tag == "tr" and "data-seat" in data}
    assert seats, "no row of wins by seat"
    for seat, data in seats.items():
        assert int(data["data-wins"]) == sum(seat in won for won in winners)
    draws = next(data for tag, data in rows.elements if "data-draws" in data)
    assert int(draws["data-draws"]) == sum(not won for won in winners)
    module = game_figures_module(get_game(name))
    if module is not None:
        expected: Counter = Counter()
        for state in states:
            for figure, pairs in module.figures(state).items():
                for category, seat in pairs:
                    shown = category.to_json() if hasattr(category, "to_json") else category
                    expected[figure, json.dumps(shown, sort_keys=True, ensure_ascii=False), seat or ""] += 1
        found: Counter = Counter()
        figure = None
        for tag, data in rows.elements:
            if tag == "table":
                figure = data.get("data-figure")
            elif tag == "tr" and "data-count" in data:
                found[figure, data["data-category"], data["data-series"]] += int(data["data-count"])
        assert found == expected
    # One page, whole by itself: plots inline, no script, no address to fetch.
    assert rows.tags["svg"] >= 2 and not rows.tags["script"] and not rows.tags["img"] and not rows.tags["link"]
    assert rows.addresses == []
    assert "The bots chose at random" in rows.text


def test_walsinghams_report_states_the_spys_rate_of_wins(tmp_path):
    rows = _report(tmp_path, "walsingham", "--processes", "1")
    states = [_played_again("walsingham", SEED + number) for number in range(GAMES)]
    spied = [state.scoring for state in states if state.scoring["spy"] is not None]
    rate = next(data for tag, data in rows.elements if tag == "p" and data.get("class") == "rate")
    assert (int(rate["data-wins"]), int(rate["data-games"])) == (sum(s["spy_wins"] for s in spied), len(spied))
    assert "The Spy's wins, in the games with a Spy: " in unescape(rows.text)


def test_a_bot_other_than_random_is_measured_against_random_bots(tmp_path):
    rows = _report(tmp_path, "civil_suits", "--bot", "greedy", "--processes", "1")
    strength = next(data for tag, data in rows.elements if tag == "p" and "data-wins" in data)
    assert int(strength["data-games"]) == 2  # at least two games seat it among random bots
    assert "reads every hand" not in rows.text  # it tries its actions on worlds dealt from its seat's view


def test_the_report_says_when_the_greedy_bot_reads_every_hand(tmp_path, sample_game):
    """A plug-in game that names no worlds has the greedy bot try its actions on the real state."""
    rows = _report(tmp_path, sample_game, "--bot", "greedy", "--processes", "1")
    assert "The greedy bot reads every hand" in rows.text


def test_the_report_speaks_the_language_asked_for(tmp_path):
    rows = _report(tmp_path, "avcw", "--locale", "qps", "--processes", "1")
    # The game's and the seats' names come from the catalogs (the pseudo-locale accents every text it has).
    assert '<html lang="qps">' in rows.text and "A Very Civil Whist" not in rows.text and "Parliament" not in rows.text


def test_an_edited_rules_file_shows_in_the_report(tmp_path):
    """A designer edits rules.yaml and runs it again: the report is made from the edited data."""
    rules = (Path(games.__file__).parent / "avcw" / "rules.yaml").read_text(encoding="utf-8")
    edited = tmp_path / "rules.yaml"
    edited.write_text(rules.replace("title: A Very Civil Whist", "title: A Very Uncivil Whist", 1), encoding="utf-8")
    rows = _report(tmp_path, "avcw", "--rules", str(edited), "--processes", "1")
    assert "Balance of A Very Uncivil Whist" in rows.text


def test_the_wilson_interval_holds_the_rate_and_stays_within_zero_and_one():
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(5, 10)
    assert low < 0.5 < high and round(low, 3) == 0.237 and round(high, 3) == 0.763
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
