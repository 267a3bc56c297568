"""One built PDF of a kit read back for the preflight: its objects (generator.preflight.ink), page sizes, role."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from generator.paper import HOME_PAPERS
from generator.preflight.ink import MAX_POINTS, Drawn, drawn_objects, page_sizes

# Files read at a desk rather than at the table, or never read at all once built: the rules that concern what
# a player reads across the table (numbers) leave them out.
DESK_FILES = ("booklet", "checklist", "calibration", "tuckbox")
BOARD = "board"  # the stem of a board's files: board-tiled.pdf, board-a3.pdf


@dataclass(frozen=True)
class Sheet:
    """A PDF of a kit: its name inside the kit (a4/deck.pdf), each page's size in mm and its visible objects."""

    name: str
    sizes: tuple[tuple[float, float], ...]
    objects: tuple[Drawn, ...]

    @property
    def stem(self) -> str:
        """Return what the file holds: its name without paper folder, extension or suffix (a large sheet's -a3,
        a fold sheet's -fold: deck-fold.pdf holds the deck's cards, fronts and mirrored backs, judged as cards)."""
        return Path(self.name).stem.split("-")[0]

    def is_booklet(self) -> bool:
        """Tell whether the file is a rules booklet."""
        return self.stem == "booklet"

    def is_board(self) -> bool:
        """Tell whether the file is a board (tiled, or on one large sheet)."""
        return self.stem == BOARD

    def is_read_at_the_table(self) -> bool:
        """Tell whether players read the file's components across the table during play."""
        return self.stem not in DESK_FILES

    def pages(self) -> dict[int, list[Drawn]]:
        """Return the objects of each page, in painting order."""
        found: dict[int, list[Drawn]] = {}
        for item in self.objects:
            found.setdefault(item.page, []).append(item)
        return found


def read_sheet(path: Path, kit: Path) -> Sheet:
    """Read one PDF of the kit in folder ``kit`` back: a board with every point of its lines (a map's coasts,
    whose crossings of a name generator.preflight.crossing judges; a thinned coast would miss them)."""
    name = path.relative_to(kit).as_posix()
    most = None if Path(name).stem.split("-")[0] == BOARD else MAX_POINTS
    return Sheet(name, tuple(page_sizes(path)), tuple(drawn_objects(path, most_points=most)))


def kit_pdfs(kit: Path) -> list[Path]:
    """Return every PDF of a built kit, paper by paper: the print-shop export (single cards cut by a shop at
    their trim box, not printed at home) is left out."""
    return sorted(path for paper in HOME_PAPERS for path in (kit / paper).glob("*.pdf"))
