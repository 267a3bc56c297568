"""Paper sizes in mm: each home size (A4, Letter) with its large companion (A3, Tabloid) for one-page boards."""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import N_

# Home printers cannot print the outer 4 to 6.35 mm of a sheet, so no mark and no text of any sheet comes
# nearer its edge than this (mm).
PRINTABLE_MARGIN = 6.5


@dataclass(frozen=True)
class Paper:
    """A sheet of paper, portrait, in mm."""

    id: str
    name: str
    width: float
    height: float

    def landscape(self) -> tuple[float, float]:
        """Return (width, height) turned sideways."""
        return self.height, self.width


A4 = Paper("a4", N_("A4"), 210.0, 297.0)
A3 = Paper("a3", N_("A3"), 297.0, 420.0)
LETTER = Paper("letter", N_("Letter"), 215.9, 279.4)
TABLOID = Paper("tabloid", N_("Tabloid"), 279.4, 431.8)

HOME_PAPERS = {"a4": A4, "letter": LETTER}
LARGE_PAPER = {"a4": A3, "letter": TABLOID}
PAPER_CHOICES = (*HOME_PAPERS, "both")


class UnknownPaperError(ValueError):
    """A paper choice that is not one of PAPER_CHOICES."""


def papers_for(choice: str) -> list[Paper]:
    """Return the home papers of a --paper choice: a4, letter or both."""
    if choice == "both":
        return list(HOME_PAPERS.values())
    if choice not in HOME_PAPERS:
        raise UnknownPaperError(f"{choice!r} is not a paper size; choose from {', '.join(PAPER_CHOICES)}")
    return [HOME_PAPERS[choice]]
