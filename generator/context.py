"""What every drawing function of a game's kit needs: the compiled rules data, the reader's language, a theme."""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import render


def mix(colour: str, other: str, amount: float) -> str:
    """Return ``amount`` of ``colour`` mixed into ``other`` (0 gives other, 1 gives colour)."""
    a = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x * amount + y * (1 - amount)):02x}" for x, y in zip(a, b, strict=True))


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
