"""The kit's font files: Source Sans Pro (SIL Open Font License), installed from PyPI with the project.

Each font is known by a role ("regular", "semibold", "bold", "italic"). This module only says where the
files are and how CSS names them, so that the companion can serve them without loading reportlab's
metrics (generator/fonts.py measures and embeds them).
"""

from __future__ import annotations

from pathlib import Path

import font_source_sans_pro

FAMILY = "Source Sans Pro"
FONT_DIR = Path(font_source_sans_pro.font_directory)
LICENSE_FILE = FONT_DIR / "LICENSE.txt"
# role -> (file, CSS weight, CSS style)
ROLES = {
    "regular": ("SourceSansPro-Regular.ttf", 400, "normal"),
    "semibold": ("SourceSansPro-Semibold.ttf", 600, "normal"),
    "bold": ("SourceSansPro-Bold.ttf", 700, "normal"),
    "italic": ("SourceSansPro-It.ttf", 400, "italic"),
}


class UnknownFontError(KeyError):
    """A drawing asked for a font role the kit does not ship."""


def font_file(role: str) -> Path:
    """Return the TTF file of a font role."""
    try:
        return FONT_DIR / ROLES[role][0]
    except KeyError:
        raise UnknownFontError(f"no font role {role!r}; roles are {', '.join(ROLES)}") from None


def css_font(role: str) -> tuple[str, int, str]:
    """Return (family, weight, style) of a role for SVG and CSS."""
    font_file(role)
    _, weight, style = ROLES[role]
    return FAMILY, weight, style
