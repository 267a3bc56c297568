"""The build command: a rules-data change reaches the print, bad options write nothing."""

import shutil
from pathlib import Path

import pypdfium2
import pytest
import yaml

from games.avcw.data import RULES_PATH
from pnpkit.cli import main


def _text_of(path: Path) -> str:
    document = pypdfium2.PdfDocument(str(path))
    text = " ".join(document[i].get_textpage().get_text_range() for i in range(len(document)))
    document.close()
    return " ".join(text.split())


def test_a_changed_rules_file_changes_the_printed_kit(tmp_path, runner):
    data = yaml.safe_load(RULES_PATH.read_text(encoding="utf-8"))
    data["leaders"]["rupert"]["casualty_rating"] = 5
    data["leaders"]["rupert"]["name"] = "Rupert of the Rhine"
    data["events"]["QH"]["text"] = "The Scots sign up. Parliament gains the Scots Covenanters at once."
    data["tracks"]["north"]["spaces"][0]["name"] = "Dunbar"
    rules = tmp_path / "rules.yaml"
    rules.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    out = tmp_path / "kit"
    result = runner.invoke(
        main, ["build", "avcw", "--rules", str(rules), "--paper", "a4", "--out", str(out), "--quiet"]
    )
    assert result.exit_code == 0, result.output
    aids, deck = _text_of(out / "a4" / "aids.pdf"), _text_of(out / "a4" / "deck.pdf")
    board, markers = _text_of(out / "a4" / "board-a3.pdf"), _text_of(out / "a4" / "markers.pdf")
    assert "Rupert of the Rhine (rating 5)" in aids and "Prince Rupert" not in aids
    assert "Rupert of the Rhine" in markers and "Prince Rupert" not in markers
    assert "The Scots sign up." in deck and "buys a Scottish alliance" not in deck
    assert "Dunbar" in board and "Edinburgh" not in board
    assert "North front enters Dunbar" not in deck  # the 10H is won at Berwick, untouched


@pytest.mark.parametrize(
    ("arguments", "complaint"),
    [
        (["--locale", "xx"], "'xx' is not a shipped locale"),
        (["--paper", "a5"], "'a5' is not one of"),
        (["--back-offset-mm", "1;2"], "is not an offset"),
        (["--back-offset-mm", "1,2,3"], "is not an offset"),
        (["--back-offset-mm", "a,b"], "is not an offset"),
        (["--back-offset-mm", "25,0"], "beyond 10 mm"),
        (["--flip", "diagonal"], "'diagonal' is not one of"),
        (["--rules", "missing.yaml"], "does not exist"),
    ],
)
def test_bad_options_are_refused_and_nothing_is_written(tmp_path, runner, arguments, complaint):
    out = tmp_path / "kit"
    result = runner.invoke(main, ["build", "avcw", "--out", str(out), "--quiet", *arguments])
    assert result.exit_code == 2
    assert complaint in " ".join(result.output.split())
    assert list(tmp_path.iterdir()) == []


def test_invalid_rules_data_is_reported_by_line_and_nothing_is_written(tmp_path, runner):
    rules = tmp_path / "rules.yaml"
    rules.write_text(RULES_PATH.read_text(encoding="utf-8").replace("casualty_rating: 3", "casualty_rating: 9", 1))
    out = tmp_path / "kit"
    result = runner.invoke(main, ["build", "avcw", "--rules", str(rules), "--out", str(out), "--quiet"])
    assert result.exit_code == 1
    assert "rules.yaml:" in result.output and "casualty_rating" in result.output
    assert not out.exists()


def test_a_text_too_long_to_fit_stops_the_build_and_keeps_the_previous_kit(tmp_path, runner):
    out = tmp_path / "kit"
    first = runner.invoke(main, ["build", "avcw", "--paper", "letter", "--out", str(out), "--quiet"])
    assert first.exit_code == 0, first.output
    before = {path: path.stat().st_mtime_ns for path in out.rglob("*")}
    data = yaml.safe_load(RULES_PATH.read_text(encoding="utf-8"))
    data["leaders"]["wilmot"]["ability"]["text"] = "Wilmot " * 80
    rules = tmp_path / "rules.yaml"
    rules.write_text(yaml.safe_dump(data), encoding="utf-8")
    result = runner.invoke(main, ["build", "avcw", "--rules", str(rules), "--out", str(out), "--quiet"])
    assert result.exit_code == 1
    assert "leader-wilmot" in result.output and "1 text does not fit its box" in result.output
    assert {path: path.stat().st_mtime_ns for path in out.rglob("*")} == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kit", "rules.yaml"]


def test_the_summary_says_where_the_kit_is(tmp_path, runner):
    out = tmp_path / "kit"
    result = runner.invoke(main, ["build", "avcw", "--paper", "a4", "--out", str(out), "--quiet", "--ink-saver"])
    assert result.exit_code == 0, result.output
    assert str(out) in result.output and "checklist.pdf" in result.output
    assert shutil.disk_usage(out)  # the folder exists
