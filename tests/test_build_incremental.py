"""``pnpkit build`` over several kits: all games, kits kept when their inputs did not change (--if-changed), and
kits built in parallel processes exactly as one process builds them."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

import engine.i18n
from engine.i18n import N_, Message, available_locales, catalog_path, render, translations
from engine.plugins import game_names, installed_game
from generator.stamp import STAMP_FILE
from pnpkit.cli import main
from tests.helpers import run


@pytest.fixture
def sample_rules(sample_game) -> Path:
    """The sample game's shipped rules file (read, never changed)."""
    return installed_game(sample_game).folder / "rules.yaml"


def copy_catalogs(monkeypatch, tmp_path: Path) -> Path:
    """Point the catalogs at a copy of the locale folder, which a test may change."""
    folder = tmp_path / "locale"
    shutil.copytree(engine.i18n.LOCALE_DIR, folder)
    monkeypatch.setattr(engine.i18n, "LOCALE_DIR", folder)
    return folder


def build(game: str, out: Path, *options: str):
    """Build a game's A4 kit into ``out``; return click's result."""
    return run("build", game, "--paper", "a4", "--out", str(out), "--quiet", *options)


def is_kept(result) -> bool:
    """Tell whether a build said its one kit was up to date, and built nothing."""
    return "is up to date" in result.output and "Built the kit" not in result.output


def files_of(folder: Path) -> dict[str, bytes]:
    """Return every file under a folder (hidden ones too) with its bytes."""
    return {path.relative_to(folder).as_posix(): path.read_bytes() for path in folder.rglob("*") if path.is_file()}


def mtimes(folder: Path) -> dict[Path, int]:
    """Return when each file under a folder was last written."""
    return {path: path.stat().st_mtime_ns for path in folder.rglob("*")}


def test_a_kit_built_from_the_same_inputs_is_kept(tmp_path, sample_game):
    out = tmp_path / "kit"
    first = build(sample_game, out, "--if-changed")
    assert first.exit_code == 0, first.output
    assert "Built the kit" in first.output and (out / STAMP_FILE).is_file()
    before = mtimes(out)
    again = build(sample_game, out, "--if-changed")
    assert again.exit_code == 0, again.output
    assert again.output == f"The kit in {out} is up to date.\n"
    assert mtimes(out) == before
    # Without --if-changed the kit is built again all the same.
    assert "Built the kit" in build(sample_game, out).output


def test_a_changed_rules_file_option_or_missing_file_builds_the_kit_again(tmp_path, sample_game, sample_rules):
    rules = tmp_path / "rules.yaml"
    shutil.copyfile(sample_rules, rules)
    out = tmp_path / "kit"
    assert build(sample_game, out, "--rules", str(rules)).exit_code == 0
    assert is_kept(build(sample_game, out, "--rules", str(rules), "--if-changed"))

    rules.write_text(rules.read_text(encoding="utf-8").replace("title: High Card", "title: Higher Card"))
    changed = build(sample_game, out, "--rules", str(rules), "--if-changed")
    assert "Built the kit" in changed.output
    assert is_kept(build(sample_game, out, "--rules", str(rules), "--if-changed"))

    assert "Built the kit" in build(sample_game, out, "--rules", str(rules), "--if-changed", "--ink-saver").output
    assert "Built the kit" in build(sample_game, out, "--rules", str(rules), "--if-changed").output  # saver off
    assert "Built the kit" in build(sample_game, out, "--rules", str(rules), "--if-changed", "--flip", "short").output

    (out / "a4" / "checklist.pdf").unlink()
    rebuilt = build(sample_game, out, "--rules", str(rules), "--if-changed", "--flip", "short")
    assert "Built the kit" in rebuilt.output and (out / "a4" / "checklist.pdf").is_file()


def test_a_changed_catalog_builds_that_language_again_and_no_other(monkeypatch, tmp_path, sample_game):
    copy_catalogs(monkeypatch, tmp_path)
    out = tmp_path / "kits"
    assert run("build", sample_game, "--locale", "all", "--paper", "a4", "--out", str(out), "--quiet").exit_code == 0

    polish = catalog_path("pl")
    polish.write_text(polish.read_text(encoding="utf-8") + "\n# a translator's note\n", encoding="utf-8")
    result = run("build", sample_game, "--locale", "all", "--paper", "a4", "--out", str(out), "--if-changed")
    assert result.exit_code == 0, result.output
    kept = [locale for locale in available_locales() if _up_to_date(out / locale, locale) in result.output]
    assert sorted(kept) == sorted(set(available_locales()) - {"pl"})
    assert "Built 1 kit: pl." in result.output


def test_all_builds_every_game_with_a_kit_then_keeps_them(tmp_path):
    out = tmp_path / "kits"
    games = [name for name in game_names() if installed_game(name).plugin.kit is not None]
    result = run("build", "all", "--paper", "a4", "--out", str(out), "--quiet", "--if-changed")
    assert result.exit_code == 0, result.output
    assert sorted(path.name for path in out.iterdir()) == sorted(games)
    for game in games:
        assert (out / game / "en" / "a4" / "checklist.pdf").is_file(), game
    assert result.output.splitlines()[-1] == f"Built {len(games)} kits: {', '.join(f'{g} (en)' for g in games)}."

    again = run("build", "all", "--paper", "a4", "--out", str(out), "--if-changed")
    assert again.output.splitlines() == [f"The kit in {out / game / 'en'} is up to date." for game in games]


def test_rules_go_with_one_game_only(tmp_path, sample_game, sample_rules):
    for games in (["all"], [sample_game, "avcw"]):
        result = run("build", *games, "--rules", str(sample_rules), "--out", str(tmp_path / "kits"))
        assert result.exit_code == 2 and "name that game alone" in result.output
    assert list(tmp_path.iterdir()) == []


def test_kits_built_in_parallel_are_the_files_one_process_builds(tmp_path, sample_game):
    serial, parallel = tmp_path / "serial", tmp_path / "parallel"
    one = run("build", sample_game, "--locale", "all", "--paper", "a4", "--out", str(serial), "--jobs", "1")
    two = run("build", sample_game, "--locale", "all", "--paper", "a4", "--out", str(parallel), "--jobs", "2")
    assert one.exit_code == 0 and two.exit_code == 0, two.output
    assert files_of(serial) == files_of(parallel)  # PDFs carry no creation date: byte for byte the same
    assert files_of(parallel / "pl")  # each language's kit, stamp included
    # Each language's summary, in the order asked for, whichever process finished first.
    summaries = [line for line in two.output.splitlines() if str(parallel) in line and line.endswith(":")]
    assert [Path(line.split(str(parallel))[1].split()[0]).name for line in summaries] == available_locales()
    assert (
        one.output.splitlines()[-1] == two.output.splitlines()[-1] == f"Built 4 kits: {', '.join(available_locales())}."
    )


def test_kits_that_fail_in_a_parallel_build_are_named_and_written_nowhere(tmp_path, sample_game, sample_rules):
    bad = tmp_path / "bad.yaml"
    bad.write_text(sample_rules.read_text(encoding="utf-8").replace("hand_size: 3", "hand_size: three"))
    out = tmp_path / "kits"
    result = run("build", sample_game, "--rules", str(bad), "--locale", "all", "--paper", "a4", "--out", str(out))
    assert result.exit_code == 1
    for locale in available_locales():
        assert f"error: {sample_game} ({locale}): {bad} is not valid rules data:" in result.output
    assert "hand_size" in result.output and "Built" not in result.output
    assert not out.exists()


def test_a_failed_kit_is_reported_in_the_users_language(tmp_path, sample_game, sample_rules):
    bad = tmp_path / "bad.yaml"
    bad.write_text(sample_rules.read_text(encoding="utf-8").replace("hand_size: 3", "hand_size: three"))
    german = {"LANGUAGE": None, "LC_ALL": None, "LC_MESSAGES": None, "LANG": "de_DE.UTF-8"}
    args = ["build", sample_game, "--rules", str(bad), "--locale", "pl", "--paper", "a4"]
    result = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "kit")], env=german)
    assert result.exit_code == 1
    assert f"Fehler: {bad} enthält keine gültigen Regeldaten:" in result.output  # the kit's language is Polish


def test_one_kit_failing_stops_only_itself(monkeypatch, tmp_path, sample_game):
    # A Polish card name far too long for its card: that kit fails, the other languages' are built.
    copy_catalogs(monkeypatch, tmp_path)
    po = catalog_path("pl")
    long_name = "%(rank)s %(suit)s" + " bardzo" * 60
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "%(rank)s %(suit)s"', f'msgstr "{long_name}"'))
    out = tmp_path / "kits"
    result = run("build", sample_game, "--locale", "all", "--paper", "a4", "--out", str(out), "--quiet")
    assert result.exit_code == 1
    assert f"error: {sample_game} (pl): 6 texts do not fit their boxes:" in result.output
    assert "card-AS: " in result.output  # the faulty text, named by its card
    others = [locale for locale in available_locales() if locale != "pl"]
    assert sorted(path.name for path in out.iterdir()) == sorted(others)
    assert result.output.splitlines()[-1] == f"Built 3 kits: {', '.join(others)}."


def test_an_up_to_date_build_loads_neither_the_drawing_code_nor_the_game(tmp_path, sample_game):
    out = tmp_path / "kit"
    assert build(sample_game, out).exit_code == 0
    # The drawing libraries, the progress bar, the server's and the game's own modules (its plug-in aside).
    heavy = ("reportlab", "svgwrite", "PIL", "pypdfium2", "tqdm", "flask", "pydantic", "generator.build")
    heavy += (installed_game(sample_game).package + ".",)
    arguments = ["build", sample_game, "--paper", "a4", "--out", str(out), "--if-changed"]
    script = (
        "import sys\n"
        "from pnpkit.cli import main\n"
        f"main({arguments!r}, standalone_mode=False)\n"
        f"print(sorted(name for name in sys.modules if name.startswith({heavy!r})))\n"
    )
    checked = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert checked.stdout.splitlines() == [f"The kit in {out} is up to date.", "[]"]


def _up_to_date(folder: Path, locale: str) -> str:
    """Return the line that says a kit is kept, in the kit's language (each kit reports in its own)."""
    return render(Message(N_("The kit in %(out)s is up to date."), out=str(folder)), translations(locale))
