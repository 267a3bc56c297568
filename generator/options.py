"""A kit build's options, checked before anything is drawn: papers, flip, back offset, output folder.

Kept apart from the build itself (generator/build.py), so that the command line reads and checks them, and
decides whether a kit is up to date, without loading the drawing pipeline.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from engine.i18n import N_, SOURCE_LOCALE
from generator.cardsize import METRIC, CardSize
from generator.errors import BuildOptionError
from generator.paper import Paper

FLIPS = ("long", "short")  # the duplex flip edges; the card sheets mirror their backs for either
MAX_OFFSET = 10.0  # mm; a printer shifting its backs further than this needs repair, not an offset


@dataclass(frozen=True)
class BuildOptions:
    """What to build: papers, where, how the backs line up, ink use, the print-shop export, fold sheets, the card
    size and the card codes."""

    papers: tuple[Paper, ...]
    out: Path
    flip: str = "long"
    offset: tuple[float, float] = (0.0, 0.0)
    ink_saver: bool = False
    print_shop: bool = False
    language: str = SOURCE_LOCALE  # the kit's locale, recorded in each PDF
    registration: bool = False  # print-then-cut marks for cutting machines, beside the crop marks
    fold: bool = False  # also each deck as fold-and-glue sheets, for printers without duplex
    card_size: CardSize = METRIC  # the trim the decks are cut to, at home and by a print shop
    codes: bool = True  # a machine-readable code on every card face (generator/cardcode.py); --no-codes: clean faces


def parse_offset(text: str) -> tuple[float, float]:
    """Read --back-offset-mm "X,Y" (mm, each within +-MAX_OFFSET)."""
    parts = text.split(",")
    try:
        if len(parts) != 2:
            raise ValueError
        x, y = (float(part) for part in parts)
    except ValueError:
        raise BuildOptionError(
            N_("%(text)r is not an offset; write two numbers in mm, X,Y, such as 0.5,-1"), text=text
        ) from None
    if not all(abs(value) <= MAX_OFFSET and value == value for value in (x, y)):
        raise BuildOptionError(
            N_("the offset %(text)s is beyond %(limit)g mm; print the calibration sheet again"),
            text=text,
            limit=MAX_OFFSET,
        )
    return x, y


def check_flip(flip: str) -> str:
    """Refuse a flip other than long or short."""
    if flip not in FLIPS:
        raise BuildOptionError(N_("flip must be long or short, not %(flip)r"), flip=flip)
    return flip


def check_out(out: Path) -> Path:
    """Refuse an output path that is a file, or one under which the build cannot make the folders it needs."""
    if out.exists() and not out.is_dir():
        raise BuildOptionError(N_("%(path)s exists and is not a folder"), path=str(out))
    # The build stages the kit in a folder beside ``out`` (its missing parents made first), then moves it in.
    beside = next(p for p in (out.parent, *out.parent.parents) if p.exists())
    for folder in (beside, out) if out.exists() else (beside,):
        if not folder.is_dir() or not _can_make_folder_in(folder):
            raise BuildOptionError(N_("cannot write under %(path)s"), path=str(folder))
    return out


def _can_make_folder_in(folder: Path) -> bool:
    """Tell whether a folder can be made in ``folder``, by making one: os.access says yes to root under /proc."""
    try:
        os.rmdir(tempfile.mkdtemp(prefix=".pnpkit-probe-", dir=folder))
    except OSError:
        return False
    return True
