"""What every drawing function of the kit needs: the compiled rules data, the reader's language, the theme."""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import render
from games.avcw.components.theme import Theme
from games.avcw.data import Tables


@dataclass(frozen=True)
class KitContext:
    """The rules tables, the translations of the kit's locale and its theme."""

    tables: Tables
    tr: object
    theme: Theme

    def say(self, message) -> str:
        """Render a message (or a list of them, or a plain value) in the kit's language."""
        return render(message, self.tr)

    def sentences(self, messages) -> str:
        """Render several sentences as one paragraph."""
        return " ".join(render(message, self.tr) for message in messages)
