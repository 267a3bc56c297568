"""CMYK inks for the print-shop files: the kit's sRGB colours converted through a press's ICC profile.

Drawings name their colours in sRGB. A print shop prints CMYK, and a shop that converts an RGB file blind
shifts the reds, navy and green and turns near-black type into four-colour black, which blurs when the plates
are a hair out of register. So the print-shop PDFs are converted here, once per colour, by LittleCMS (through
Pillow's ImageCms) from sRGB to the press profile: relative colorimetric with black-point compensation, the
usual intent for flat colours. Three choices are made before the profile is asked, because a profile never
makes them:

- a neutral grey (no hue at all) prints on the black plate alone, at the tint whose lightness matches it;
- type and thin lines in a near-neutral dark or grey ink (the kits' body inks) print on the black plate alone
  too, so that small text stays sharp whatever the register;
- a large near-black area (a solid, not a line or a word) is rich black, the black plate under a cool
  60/40/40 mix, so that it prints deep rather than grey; nowhere else is black built of four inks.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from engine.i18n import N_
from generator.errors import BuildOptionError

# The press profile: Ghostscript's CMYK profile for SWOP coated stock (Debian's libgs-common ships it with
# Ghostscript), the condition US print shops print to and European ones accept.
PROFILE_PATHS = (Path("/usr/share/color/icc/ghostscript/default_cmyk.icc"),)
OUTPUT_CONDITION = "CGATS TR 001"  # SWOP coated, as the ICC's registry names it
OUTPUT_REGISTRY = "http://www.color.org"
NEUTRAL_CHROMA = 2.0  # CIE Lab chroma under which a colour is grey: black plate alone
NEAR_NEUTRAL_CHROMA = 10.0  # chroma under which type and thin lines are printed on the black plate alone
THIN_LINE = 0.5  # mm: a stroke this thin or thinner registers as type does
SOLID_AREA = 400.0  # mm² (2 x 2 cm): a near-black fill this large is a solid, printed rich black
SOLID_LIGHTNESS = 25.0  # L*: a fill darker than this is near-black
RICH_BLACK = (0.6, 0.4, 0.4, 1.0)
# The most ink a colour may take, all four added up: DriveThruCards' limit, and rich black's own sum. A profile
# allows more (SWOP 300 %), which wet card stock sets off onto the next sheet; a darker colour past it keeps
# its black and gives up cyan, magenta and yellow alike.
INK_LIMIT = 2.4

Cmyk = tuple[float, float, float, float]


class MissingProfileError(BuildOptionError):
    """The press profile is not installed."""


def profile_path() -> Path:
    """Return the press profile's file, or raise MissingProfileError naming the package that ships it."""
    for path in PROFILE_PATHS:
        if path.is_file():
            return path
    raise MissingProfileError(
        N_("the print-shop files need the CMYK profile that Ghostscript ships; install ghostscript (%(path)s)"),
        path=str(PROFILE_PATHS[0]),
    )


@dataclass(frozen=True)
class Use:
    """What a colour paints: ``text``, a ``line`` of a stroke width in mm, or a ``fill`` of an area in mm²."""

    kind: str
    size: float = 0.0


TEXT = Use("text")


class Inks:
    """The press's inks: every sRGB colour of a drawing as C, M, Y, K (0 to 1) for what it paints."""

    def __init__(self, path: Path | None = None):
        from PIL import ImageCms  # only the print-shop files need colour management

        self.path = path or profile_path()
        self.profile_bytes = self.path.read_bytes()
        press = ImageCms.getOpenProfile(str(self.path))
        self.description = ImageCms.getProfileDescription(press).strip()
        srgb, lab = ImageCms.createProfile("sRGB"), ImageCms.createProfile("LAB")
        intent = ImageCms.Intent.RELATIVE_COLORIMETRIC
        flags = ImageCms.Flags.BLACKPOINTCOMPENSATION
        self._to_press = ImageCms.buildTransform(srgb, press, "RGB", "CMYK", intent, flags=flags)
        self._to_lab = ImageCms.buildTransform(srgb, lab, "RGB", "LAB", intent)
        press_to_lab = ImageCms.buildTransform(press, lab, "CMYK", "LAB", intent)
        # The lightness of every tint of the black plate alone, lightest first, for matching a grey to it.
        self._black_ramp = [_lightness(_pixel(press_to_lab, "CMYK", (0, 0, 0, k))) for k in range(256)]

    @functools.lru_cache(maxsize=1024)  # noqa: B019 (one Inks per build; a kit has a few dozen colours)
    def lab(self, colour: str) -> tuple[float, float, float]:
        """Return a "#rrggbb" colour's CIE L*, a*, b*."""
        l_byte, a_byte, b_byte = _pixel(self._to_lab, "RGB", _rgb_bytes(colour))
        return l_byte * 100 / 255, a_byte - 128.0, b_byte - 128.0

    def chroma(self, colour: str) -> float:
        """Return how far a colour is from grey: its CIE Lab chroma."""
        _, a, b = self.lab(colour)
        return (a * a + b * b) ** 0.5

    @functools.lru_cache(maxsize=4096)  # noqa: B019
    def cmyk(self, colour: str, use: Use = TEXT) -> Cmyk:
        """Return the C, M, Y, K (0 to 1) that print a "#rrggbb" colour for what it paints."""
        chroma, lightness = self.chroma(colour), self.lab(colour)[0]
        fine = use.kind == "text" or (use.kind == "line" and use.size <= THIN_LINE)
        solid = use.kind == "fill" and use.size >= SOLID_AREA
        if solid and lightness < SOLID_LIGHTNESS and chroma < NEAR_NEUTRAL_CHROMA:
            return RICH_BLACK
        if chroma < NEUTRAL_CHROMA or (fine and chroma < NEAR_NEUTRAL_CHROMA):
            return (0.0, 0.0, 0.0, self.black_for(lightness))
        c, m, y, k = (value / 255 for value in _pixel(self._to_press, "RGB", _rgb_bytes(colour)))
        if c + m + y + k > INK_LIMIT:
            share = (INK_LIMIT - k) / (c + m + y)
            c, m, y = c * share, m * share, y * share
        return tuple(_floor(value) for value in (c, m, y, k))

    def black_for(self, lightness: float) -> float:
        """Return the tint (0 to 1) of the black plate alone whose lightness is nearest ``lightness`` (L*)."""
        ramp = self._black_ramp
        for k, ramp_lightness in enumerate(ramp):
            if ramp_lightness <= lightness:
                if k == 0:
                    return 0.0
                # Between this tint and the one before, whichever is nearer in lightness.
                nearer = k if lightness - ramp_lightness <= ramp[k - 1] - lightness else k - 1
                return round(nearer / 255, 4)
        return 1.0  # darker than the black plate's solid: the solid


def _floor(value: float) -> float:
    """Round an ink down to 0.01 %: rounding up could take a colour at the ink limit past it."""
    return int(value * 10000) / 10000


def _rgb_bytes(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))


def _pixel(transform, mode: str, value: tuple[int, ...]) -> tuple[int, ...]:
    from PIL import Image

    return transform.apply(Image.new(mode, (1, 1), value)).getpixel((0, 0))


def _lightness(lab_pixel: tuple[int, ...]) -> float:
    return lab_pixel[0] * 100 / 255
