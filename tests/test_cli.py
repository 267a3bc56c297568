"""The command line: rules, replay, simulate and demo, including their errors."""

import json
import re
import subprocess
from pathlib import Path

import pytest

from games.avcw.data import RULES_PATH
from tests.helpers import rules_copy, run, run_replay


def test_rules_json_has_the_main_sections():
    result = run("rules", "avcw", "--json")
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert {"cards", "tracks", "leaders", "assets", "events", "rulings"} <= set(data)
    assert data["leaders"]["wilmot"]["casualty_rating"] == 3


def test_rules_with_a_bad_copy_names_every_fault(tmp_path):
    path = rules_copy(tmp_path, RULES_PATH, lambda data: data["leaders"]["rupert"].update(casualty_rating=7))
    result = run("rules", "avcw", "--rules", str(path))
    assert result.exit_code == 1
    assert "rules.yaml:" in result.output and "leaders.rupert.casualty_rating" in result.output


def test_rules_with_a_missing_file():
    result = run("rules", "avcw", "--rules", "no/such/rules.yaml")
    assert result.exit_code == 1 and "does not exist" in result.output


def test_replay_prints_the_public_state(tmp_path):
    log = '{"do": "deal"}\n# a comment\n{"do": "draw_event", "card": "JC"}\n'
    result = run_replay(tmp_path, "avcw", log, "--seed", "4")
    assert result.exit_code == 0
    state = json.loads(result.output)
    assert state["fronts"]["foreign"] == "copenhagen" and state["sides"]["parliament"]["hand"] is None


@pytest.mark.parametrize(
    ("game", "action", "reason"),
    [
        ("avcw", '{"do": "draw_event", "card": "7H"}', "not in the event deck"),
        ("civil_suits", '{"do": "play", "seat": "north", "card": "7H"}', "does not fit now"),
    ],
)
def test_replay_names_the_bad_line(tmp_path, game, action, reason):
    result = run_replay(tmp_path, game, '{"do": "deal"}\n\n' + action + "\n")
    assert result.exit_code == 1
    assert "line 3" in result.output and reason in result.output


def test_replay_refuses_a_line_that_is_not_json(tmp_path):
    result = run_replay(tmp_path, "avcw", '{"do": "deal"}\n{"do": draw}\n')
    assert result.exit_code == 1 and "line 2" in result.output and "not valid JSON" in result.output


def test_replay_refuses_a_line_that_gives_a_key_twice(tmp_path):
    result = run_replay(tmp_path, "avcw", '{"do": "deal"}\n{"do": "draw_event", "card": "JC", "card": "KD"}\n')
    assert result.exit_code == 1
    assert 'line 2: not valid JSON: the key "card" appears twice in one object' in result.output


def test_replay_lines_prints_the_log(tmp_path):
    result = run_replay(tmp_path, "avcw", '{"do": "deal"}\n{"do": "draw_event", "card": "KD"}\n', "--lines")
    assert "Event: John Pym (King of Diamonds)." in result.output


def _wins(output: str) -> dict[str, int]:
    """Return each seat's wins from simulate's report ("  north  3 wins ( 15.0 %)")."""
    return {seat: int(count) for seat, count in re.findall(r"^  (\w+) +(\d+) wins? +\(", output, re.M)}


def test_simulate_reports_wins_draws_shared_wins_rounds_and_speed():
    result = run("simulate", "avcw", "--games", "20", "--seed", "3")
    assert result.exit_code == 0
    assert result.output.startswith("20 games of avcw, random bots, seeds 3 to 22\n")
    wins = _wins(result.output)
    assert set(wins) == {"parliament", "royalists"} and sum(wins.values()) == 20
    assert "\n  draws: 0 (0.0 %)\n  shared wins: 0 (0.0 %)\n  rounds per game: mean " in result.output
    assert "A shared win" not in result.output  # said only when there is one
    assert re.search(r"\n  \d+ games? per second \(invariants checked after every action\)\n$", result.output)


def test_simulate_counts_a_shared_win_for_each_winner_and_says_so():
    result = run("simulate", "civil_suits", "--games", "1", "--seed", "15")
    assert result.exit_code == 0
    assert result.output.startswith("1 game of civil_suits, random bots, seeds 15 to 15\n")
    assert _wins(result.output) == {"north": 0, "east": 1, "south": 0, "west": 1}
    assert "  east              1 win  (100.0 %)\n" in result.output
    assert "\n  shared wins: 1 (100.0 %)\n" in result.output
    explained = "A shared win counts as a win for each of its winners, so the wins may add up to more than the games."
    assert f"\n  {explained}\n" in result.output


def test_simulate_shows_draws_as_their_own_figure():
    # A 17(21) battle where both sides are left with the same score is drawn: random play draws some.
    result = run("simulate", "17-21", "--games", "6")
    assert result.exit_code == 0
    draws = int(re.search(r"\n  draws: (\d+) \(", result.output).group(1))
    assert draws > 0 and sum(_wins(result.output).values()) + draws == 6
    assert f"\n  draws: {draws} ({100 * draws / 6:.1f} %)\n" in result.output


@pytest.mark.parametrize(
    ("games", "seconds", "said"),
    [
        (20, 60.0, "3.0 s per game"),  # slow games: seconds per game, not "0 games per second"
        (3, 4.5, "1.5 s per game"),
        (1, 0.9, "1 game per second"),
        (20, 7.0, "3 games per second"),
        (5000, 2.0, "2500 games per second"),
    ],
)
def test_simulate_says_its_pace_in_a_way_that_fits_short_and_slow_runs(games, seconds, said):
    from engine.simulate import Summary
    from pnpkit.summary import pace

    assert str(pace(Summary(games=games, seconds=seconds))) == f"{said} (invariants checked after every action)"


def test_simulate_with_greedy_bots_and_an_option():
    result = run("simulate", "avcw", "--games", "3", "--bot", "greedy", "--option", "foreign_influence=true")
    assert result.exit_code == 0


def test_bad_options_are_clear():
    assert run("simulate", "avcw", "--option", "foreign_influence=maybe").exit_code == 2
    result = run("simulate", "avcw", "--games", "1", "--option", "fog=true")
    assert result.exit_code == 1 and "Unknown option fog" in result.output
    assert run("demo", "avcw", "--locale", "xx").exit_code == 2
    assert run("rules", "chess").exit_code == 2


def test_demo_prints_a_whole_game():
    result = run("demo", "avcw", "--seed", "2")
    assert result.exit_code == 0
    assert result.output.splitlines()[0].startswith("Action cards were shuffled and dealt")
    assert " won" in result.output.splitlines()[-1]


def test_build_help_lists_every_locale_choice_the_pseudo_locale_included():
    result = run("build", "--help")
    assert result.exit_code == 0
    assert "en, pl, de, fr, or all" in result.output and "qps" in result.output


def test_build_draws_no_progress_bar_when_its_output_is_not_a_terminal(tmp_path, sample_game):
    # The click runner's output, as a log or CI's, is no terminal: only the summary's plain lines are written.
    result = run("build", sample_game, "--paper", "a4", "--out", str(tmp_path / "kit"))
    assert result.exit_code == 0
    assert "\r" not in result.output and "Building" not in result.output
    assert result.output.startswith("Built the kit in ")


@pytest.mark.parametrize(
    ("out", "refused"), [("/proc/kit", "/proc"), ("/sys/kit", "/sys"), ("/sys/kernel/kit", "/sys/kernel")]
)
def test_build_under_a_kernel_file_system_is_refused_in_one_line(sample_game, out, refused):
    # Neither takes a new folder, yet os.access calls both writable for root.
    if not Path(refused).is_dir():
        pytest.skip(f"no {refused} on this system")
    result = run("build", sample_game, "--paper", "a4", "--out", out)
    assert result.exit_code == 1
    assert result.output == f"error: cannot write under {refused}\n"


def test_build_over_a_file_is_refused_in_one_line(tmp_path, sample_game):
    (tmp_path / "kit").write_text("not a folder", encoding="utf-8")
    result = run("build", sample_game, "--paper", "a4", "--out", str(tmp_path / "kit" / "a4"))
    assert result.exit_code == 1
    assert result.output == f"error: cannot write under {tmp_path / 'kit'}\n"


def test_demo_log_as_json_lines_is_what_replay_reads(tmp_path):
    demo = run("demo", "avcw", "--seed", "3", "--jsonl", "--option", "foreign_influence=false")
    assert demo.output.startswith("# pnpkit demo avcw --seed 3 --option foreign_influence=false\n")
    log = tmp_path / "game.jsonl"
    log.write_text(demo.output, encoding="utf-8")
    replayed = run("replay", "avcw", str(log), "--lines", "--option", "foreign_influence=false")
    assert replayed.exit_code == 0, replayed.output
    assert replayed.output == run("demo", "avcw", "--seed", "3", "--option", "foreign_influence=false").output


def test_make_run_serves_on_the_port_it_is_given():
    def planned_serve(*settings: str) -> list[str]:
        # make -n prints the commands without running them (this test may itself run under make test).
        command = ["make", "--no-print-directory", "-n", "run", *settings]
        planned = subprocess.run(command, cwd=Path(__file__).resolve().parents[1], capture_output=True, text=True)
        assert planned.returncode == 0, planned.stderr
        return [line for line in planned.stdout.splitlines() if "pnpkit serve" in line]

    assert [line.split("pnpkit ")[1] for line in planned_serve("PORT=8123")] == ["serve --port 8123"]
    assert [line.split("pnpkit ")[1] for line in planned_serve()] == ["serve --port 8000"]
