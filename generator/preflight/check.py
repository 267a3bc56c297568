"""Running the preflight: every rule over every PDF of a built kit, and what it measured."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from generator.preflight import (
    blankpages,
    contrast,
    crossing,
    frames,
    margin,
    numbers,
    overlap,
    pdfx,
    safezone,
    sparse,
    typesize,
)
from generator.preflight.findings import Finding
from generator.preflight.sheets import Sheet, kit_pdfs, read_sheet

RULES = (margin, overlap, typesize, numbers, safezone, frames, blankpages, sparse, contrast, crossing)


@dataclass
class Report:
    """The findings of a preflight, and the extremes it measured: the smallest type, the tallest overlap."""

    findings: list[Finding] = field(default_factory=list)
    smallest_type: float = float("inf")  # pt, of any text read
    tallest_overlap: float = 0.0  # mm, of any overlap found

    def add(self, sheet: Sheet) -> None:
        """Check one read-back PDF with every rule."""
        for rule in RULES:
            self.findings += rule.check(sheet)
        sizes = [item.size for item in sheet.objects if item.kind == "text" and item.text]
        self.smallest_type = min([self.smallest_type, *sizes])
        overlaps = [found.measure for found in self.findings if found.rule == overlap.RULE]
        self.tallest_overlap = max([self.tallest_overlap, *overlaps])


def check_sheet(sheet: Sheet) -> list[Finding]:
    """Return every finding of every rule on one read-back PDF."""
    return [found for rule in RULES for found in rule.check(sheet)]


def check_kit(kit: Path, papers: tuple[str, ...] | None = None) -> Report:
    """Check every PDF of the kit built in folder ``kit`` (only those of ``papers``, e.g. ("a4",), if given)."""
    report = Report()
    for path in kit_pdfs(kit):
        if papers is None or path.parent.name in papers:
            report.add(read_sheet(path, kit))
    # The print-shop files are cut by a shop, not printed at home: they answer to the PDF/X rule alone.
    for path in sorted((kit / "print-shop").rglob("*.pdf")):
        report.findings += pdfx.check_file(path, path.relative_to(kit).as_posix())
    return report
