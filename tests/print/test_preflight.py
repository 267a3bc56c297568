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
# not listed fails the test; an entry that no longer matches anything is to be taken out.
KITFOLD = "kitfold: 17(21) cards, Trumps of Kings pips, map and checklist, sparse sheets"
WAITING: dict[tuple[str, str, str], str] = {
    ("17-21", "number-height", "deck"): KITFOLD + " (corner values under 5 mm)",
    ("17-21", "blank-pages", "booklet"): KITFOLD + " (pl, de, fr: three blank pages)",
    ("17-21", "overlap", "terrain"): KITFOLD + " (de: a long terrain name meets its mark)",
    ("walsingham", "contrast", "money"): "open: banknote values on tinted notes",
    ("walsingham", "contrast", "deck"): "open: a Loyal card's colour word in its own light colour",
    ("walsingham", "contrast", "markers"): "open: tile values on tinted tiles, marker names in orange",
    ("walsingham", "contrast", "booklet"): "open: tile values in the booklet's drawings",
    ("walsingham", "number-height", "deck"): "open: a Reward card's deck letter under 5 mm",
    ("walsingham", "number-height", "markers"): "open: tile values 3.2 mm tall",
    ("walsingham", "blank-pages", "booklet"): "open: ten pages imposed on twelve",
    ("civil_suits", "blank-pages", "booklet"): "open: six pages imposed on eight (English)",
    ("civil_suits", "number-height", "deck"): "open: a Champion's three values 2.5 mm tall",
    ("civil_suits", "type-size", "reference"): "open: the pseudo-locale's reference card needs 5.6 pt to fit",
    ("avcw", "number-height", "board"): "open: the 0 of a track's middle space, a position label like P3",
    ("avcw", "overlap", "deck"): "open: pl, fr: a bonus card's text runs into its foot rule",
    ("avcw", "overlap", "board"): "open: pl, de, fr: a long reward line meets a space's reconstructed mark",
    ("avcw", "blank-pages", "booklet"): "open: the pseudo-locale's booklet has three blank pages",
    ("avcw", "safe-zone", "deck"): "open: the pseudo-locale's accented index rises within 3 mm of the cut",
    ("civil_suits", "safe-zone", "deck"): "open: the pseudo-locale's accented index rises within 3 mm of the cut",
    ("trumps_of_kings", "safe-zone", "deck"): "open: the pseudo-locale's accented index rises within 3 mm of the cut",
}


def waits(game: str, finding) -> bool:
    """Tell whether a finding is one of the faults listed in WAITING."""
    return (game, finding.rule, Path(finding.file).stem.split("-")[0]) in WAITING


@pytest.mark.parametrize("locale", KIT_LOCALES)
@pytest.mark.parametrize("game", KIT_GAMES)
def test_every_kit_passes_the_preflight(built_kits, game, locale):
    out = built_kits[game, locale]
    pdfs = kit_pdfs(out)
    # Both papers, each with its checklist and deck at least, are read.
    assert {pdf.parent.name for pdf in pdfs} == {"a4", "letter"}
    assert {"checklist.pdf", "deck.pdf"} <= {pdf.name for pdf in pdfs}
    report = check_kit(out)
    assert [finding.line() for finding in report.findings if not waits(game, finding)] == []


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
