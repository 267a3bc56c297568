"""What every drawing function of a game's kit needs: the compiled rules data, the reader's language, a theme."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from engine.i18n import render


def cached_by_identity(most: int = 8):
    """Cache a function's results by the identity of its arguments: for rules tables and translations, which hold
    dicts (so no hash) but are made once and kept; the arguments are kept with the result, so an id is never reused."""

    def wrap(function):
        kept: dict[tuple[int, ...], tuple] = {}

        @functools.wraps(function)
        def cached(*args):
            key = tuple(map(id, args))
            entry = kept.get(key)
            if entry is None or any(old is not new for old, new in zip(entry[0], args, strict=True)):
                if len(kept) >= most:
                    kept.clear()
                entry = kept[key] = (args, function(*args))
            return entry[1]

        return cached

    return wrap


def mix(colour: str, other: str, amount: float) -> str:
    """Return ``amount`` of ``colour`` mixed into ``other`` (0 gives other, 1 gives colour)."""
    a = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x * amount + y * (1 - amount)):02x}" for x, y in zip(a, b, strict=True))


def luminance(colour: str) -> float:
    """Return the relative luminance of a "#rrggbb" colour (WCAG 2)."""
    channels = []
    for start in (1, 3, 5):
        value = int(colour[start : start + 2], 16) / 255
        channels.append(value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4)
    red, green, blue = channels
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


# The least contrast ratio a text keeps against what lies under it (WCAG 2's AA level for body text): the kits'
# choices of ink and the preflight's contrast rule both hold to it.
MIN_CONTRAST = 4.5


def contrast_ratio(a: str, b: str) -> float:
    """Return the WCAG contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def ink_on(fill: str, dark: str = "#1f1d24", light: str = "#ffffff", least: float = MIN_CONTRAST) -> str:
    """Return the ink, dark or light, that a text on ``fill`` reads best in, by the fill's luminance.

    A mid-tone fill that neither reaches ``least`` against takes black or white, whichever reads better.
    """
    best = max((dark, light), key=lambda ink: contrast_ratio(ink, fill))
    if contrast_ratio(best, fill) >= least:
        return best
    return max(("#000000", "#ffffff"), key=lambda ink: contrast_ratio(ink, fill))


def deepen(colour: str, background: str = "#ffffff", least: float = MIN_CONTRAST) -> str:
    """Return ``colour``, darkened toward black just enough for a text in it to read on ``background``."""
    for step in range(21):
        shade = mix(colour, "#000000", 1 - step / 20)
        if contrast_ratio(shade, background) >= least:
            return shade
    return "#000000"


@dataclass(frozen=True)
class KitContext:
    """A game's compiled rules tables, the translations of the kit's locale and the game's theme."""

    tables: object
    tr: object
    theme: object

    def say(self, message) -> str:
        """Render a message (or a list of them, or a plain value) in the kit's language."""
        return render(message, self.tr)

    def sentences(self, messages) -> str:
        """Render several sentences as one paragraph."""
        return " ".join(render(message, self.tr) for message in messages)
