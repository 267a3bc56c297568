"""The kit's font files: the typefaces it ships (all under the SIL Open Font License) and which one a drawing uses.

A game names its typeface in its rules data (``typeface:``, one of ``TYPEFACES``): a face of its period for its
printed kit. Each typeface has the same roles ("regular", "semibold", "bold", "italic"). A drawing names a font
by its role alone ("bold"), read in the typeface of the kit being drawn (``typeface``, set while a kit is drawn),
or by typeface and role ("garamond/bold"), which is what every fitted text keeps, so that it is rendered in the
face it was measured in. The sans is everyone's fallback: a text with a character its period face lacks is set
in the sans (generator/text.py).

This module only says where the files are and how CSS names them, so that the companion can serve them
without loading reportlab's metrics (generator/fonts.py measures and embeds them).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from pathlib import Path

import font_source_sans_pro

_HERE = Path(__file__).parent / "typefaces"


@dataclass(frozen=True)
class Typeface:
    """A family of font files, one a role: role -> (file, CSS weight, CSS style), with its folder and licence."""

    family: str
    folder: Path
    roles: dict[str, tuple[str, int, str]]
    licence: str = "OFL.txt"
    # (ascent, descent) in ems that lines are set by, when not the font's own: the sans's own (0.75, 0.25) make a
    # body of one em that holds its ascenders (0.72) and descenders (0.22); a period face's typographic metrics
    # (EB Garamond's 1.007 and 0.298) leave room for stacked accents and would make every line box a third taller
    # than its ink. Measured on each face's ascenders (bdfhkl) and descenders (gjpqy): EB Garamond's (0.71, 0.29)
    # fit one em as well; Libre Caslon Text's, large on the body (0.83, 0.26), need more.
    line_metrics: tuple[float, float] | None = None
    # How much further apart its lines are set than a drawing asks (a leading of 1.15 em is the sans's): a face
    # whose accented capitals and descenders reach further than the sans's (Caslon's, 1.23 em from top to bottom,
    # against the sans's 1.10) needs more, or an accent of one line touches a descender of the line above.
    leading_scale: float = 1.0

    @property
    def licence_file(self) -> Path:
        """Return the file of the family's licence."""
        return self.folder / self.licence


# The faces the kit ships; engine/schema.py's TypefaceName lists the same names (a test checks it).
TYPEFACES = {
    # Source Sans Pro (Adobe, 2012), from PyPI: the companion's face, and the fallback of the period faces.
    "sans": Typeface(
        "Source Sans Pro",
        Path(font_source_sans_pro.font_directory),
        {
            "regular": ("SourceSansPro-Regular.ttf", 400, "normal"),
            "semibold": ("SourceSansPro-Semibold.ttf", 600, "normal"),
            "bold": ("SourceSansPro-Bold.ttf", 700, "normal"),
            "italic": ("SourceSansPro-It.ttf", 400, "italic"),
        },
        "LICENSE.txt",
    ),
    # EB Garamond (Georg Duffner, Octavio Pardo): after Claude Garamont's romans of the 1560s, the face of
    # the 1580s and still of the 1640s' better printing. Static instances of the variable font, cut to Latin.
    "garamond": Typeface(
        "EB Garamond",
        _HERE / "garamond",
        {
            "regular": ("EBGaramond-Regular.ttf", 400, "normal"),
            "semibold": ("EBGaramond-SemiBold.ttf", 600, "normal"),
            "bold": ("EBGaramond-Bold.ttf", 700, "normal"),
            "italic": ("EBGaramond-Italic.ttf", 400, "italic"),
        },
        line_metrics=(0.72, 0.28),
    ),
    # Libre Caslon Text (Pablo Impallari, Rodrigo Fuenzalida): after William Caslon's romans of the 1720s and
    # 1730s, the English face of the 1740s. It has no semibold: the semibold role is its bold.
    "caslon": Typeface(
        "Libre Caslon Text",
        _HERE / "caslon",
        {
            "regular": ("LibreCaslonText-Regular.ttf", 400, "normal"),
            "semibold": ("LibreCaslonText-Bold.ttf", 700, "normal"),
            "bold": ("LibreCaslonText-Bold.ttf", 700, "normal"),
            "italic": ("LibreCaslonText-Italic.ttf", 400, "italic"),
        },
        line_metrics=(0.845, 0.265),
        leading_scale=1.08,
    ),
}
DEFAULT = "sans"
FALLBACK = "sans"  # the face a text is set in when its own typeface lacks one of its characters
ROLES = tuple(TYPEFACES[DEFAULT].roles)
# Source Sans Pro's family name, which the companion's cut-down faces must not carry (companion/webfonts.py).
FAMILY = TYPEFACES[DEFAULT].family

_current: ContextVar[str] = ContextVar("typeface", default=DEFAULT)


class UnknownFontError(KeyError):
    """A drawing asked for a font role or a typeface the kit does not ship."""


def check_typeface(name: str) -> str:
    """Refuse a typeface the kit does not ship."""
    if name not in TYPEFACES:
        raise UnknownFontError(f"no typeface {name!r}; typefaces are {', '.join(TYPEFACES)}")
    return name


@contextmanager
def typeface(name: str | None) -> Iterator[None]:
    """Draw in a typeface while inside (None: the default); a role alone is read in it."""
    token = _current.set(check_typeface(name or DEFAULT))
    try:
        yield
    finally:
        _current.reset(token)


def current_typeface() -> str:
    """Return the typeface a role alone is read in now."""
    return _current.get()


def qualified(font: str) -> str:
    """Return a font as typeface/role: a role alone is taken in the current typeface."""
    face, role = split_font(font)
    return f"{face}/{role}"


def split_font(font: str) -> tuple[str, str]:
    """Return (typeface, role) of a font named by role alone or as typeface/role; refuse an unknown one."""
    face, _, role = font.rpartition("/")
    face = check_typeface(face or _current.get())
    if role not in TYPEFACES[face].roles:
        raise UnknownFontError(f"no font role {role!r}; roles are {', '.join(ROLES)}")
    return face, role


def role_of(font: str) -> str:
    """Return a font's role ("garamond/bold" -> "bold")."""
    return font.rpartition("/")[2]


def in_typeface(font: str, face: str) -> str:
    """Return the same role in another typeface ("garamond/bold", "sans" -> "sans/bold")."""
    return f"{check_typeface(face)}/{split_font(font)[1]}"


def line_metrics(font: str) -> tuple[float, float] | None:
    """Return the (ascent, descent) a font's lines are set by, None for the font's own."""
    return TYPEFACES[split_font(font)[0]].line_metrics


def leading_scale(font: str) -> float:
    """Return how much further apart than asked a font's lines are set."""
    return TYPEFACES[split_font(font)[0]].leading_scale


def font_file(font: str) -> Path:
    """Return the TTF file of a font (a role, or typeface/role)."""
    face, role = split_font(font)
    return TYPEFACES[face].folder / TYPEFACES[face].roles[role][0]


def css_font(font: str) -> tuple[str, int, str]:
    """Return (family, weight, style) of a font for SVG and CSS."""
    face, role = split_font(font)
    _, weight, style = TYPEFACES[face].roles[role]
    return TYPEFACES[face].family, weight, style


def typeface_files(name: str) -> list[Path]:
    """Return a typeface's font files (each once) and its licence."""
    face = TYPEFACES[check_typeface(name)]
    files = dict.fromkeys(file for file, _, _ in face.roles.values())
    return [*(face.folder / file for file in files), face.licence_file]
