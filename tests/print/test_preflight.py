"""Every kit of every game, in every shipped language and the pseudo-locale, on A4 and Letter, read back from its
PDFs by the preflight (generator.preflight): no finding, save the faults listed in ``WAITING`` with who is on them.

The kits are the ones the print tests' session builds once (tests/print/conftest.py), so the preflight costs only
its reading: each PDF is parsed once by pdfium for all the rules, the printable margin included.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.preflight.check import check_kit
from generator.preflight.sheets import kit_pdfs
from pnpkit.cli import main
from tests.i18n.conftest import KIT_GAMES, KIT_LOCALES

# Faults the preflight finds that are not fixed yet: (game, rule, file) -> why, and who fixes them. A fault
# not listed fails the test, and so does an entry no longer found in any language. None is waiting now.
WAITING: dict[tuple[str, str, str], str] = {}


def waiting_key(game: str, finding) -> tuple[str, str, str]:
    """Return a finding's key in WAITING: the game, the rule and the file's stem (a fold sheet is its deck's)."""
    return game, finding.rule, Path(finding.file).stem.split("-")[0]


def waits(game: str, finding) -> bool:
    """Tell whether a finding is one of the faults listed in WAITING."""
    return waiting_key(game, finding) in WAITING


@pytest.mark.parametrize("game", KIT_GAMES)
def test_every_kit_passes_the_preflight(built_kits, game):
    """Every language's kit of a game, on both papers: no finding but WAITING's, and each of those still found."""
    unexpected, still_found = [], set()
    for locale in KIT_LOCALES:
        out = built_kits[game, locale]
        pdfs = kit_pdfs(out)
        # Both papers, each with its checklist and deck at least, are read.
        assert {pdf.parent.name for pdf in pdfs} == {"a4", "letter"}
        assert {"checklist.pdf", "deck.pdf"} <= {pdf.name for pdf in pdfs}
        for finding in check_kit(out).findings:
            if waits(game, finding):
                still_found.add(waiting_key(game, finding))
            else:
                unexpected.append(f"{locale}: {finding.line()}")
    assert unexpected == []
    fixed = [key for key in WAITING if key[0] == game and key not in still_found]
    assert fixed == [], "fixed in every language: take these out of WAITING"


def test_check_kit_builds_a_missing_kit_then_names_each_finding_and_fails_on_any(tmp_path):
    out = tmp_path / "kit"
    result = CliRunner().invoke(main, ["check-kit", "civil-suits", "--paper", "a4", "--out", str(out)])
    assert (out / "a4" / "deck.pdf").exists() and not (out / "letter").exists()
    lines = result.output.splitlines()
    assert any(line.startswith(f"{out}: smallest type ") for line in lines)
    findings = [line for line in lines if line.startswith("a4/")]
    assert result.exit_code == (1 if findings else 0)
    for line in findings:  # file, page, place in mm from the top-left, component, rule
        assert " p" in line and " mm (" in line and ": " in line


def test_check_kit_never_builds_again_over_a_kit_it_finds(tmp_path):
    """A kit built for one paper, with its own options, is checked as it is: the paper it lacks is named, and no
    file of it is replaced (check-kit used to build the whole kit again with the defaults, over the owner's)."""
    out = tmp_path / "kit"
    built = CliRunner().invoke(main, ["build", "civil-suits", "--paper", "letter", "--locale", "en", "--out", str(out)])
    assert built.exit_code == 0, built.output
    before = {path: path.stat().st_mtime_ns for path in out.rglob("*") if path.is_file()}
    result = CliRunner().invoke(main, ["check-kit", "civil-suits", "--out", str(out)])
    assert f"{out} has no kit for a4; it is not built again" in result.output
    assert any(line.startswith(f"{out}: smallest type ") for line in result.output.splitlines())
    assert not (out / "a4").exists()
    assert {path: path.stat().st_mtime_ns for path in out.rglob("*") if path.is_file()} == before
    only_a4 = CliRunner().invoke(main, ["check-kit", "civil-suits", "--paper", "a4", "--out", str(out)])
    assert only_a4.exit_code == 2 and f"{out} holds no kit for the paper asked." in only_a4.output
    assert not (out / "a4").exists()
