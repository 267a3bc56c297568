"""The commanders of the Royal Armies: their names, which the players choose, and their skill levels.
A mixin of the campaign state."""

from __future__ import annotations

import unicodedata

from engine.errors import InvalidActionError, illegal
from engine.i18n import N_, Message
from games.trumps_of_kings.actions import NameCommander
from games.trumps_of_kings.data import text

NAME_MOST = 40  # characters: as long as the longest name of the data with room to spare, and short on a phone
# Joiners shape letters in some scripts (Persian, the Indic ones): the only invisible characters a name keeps.
JOINERS = frozenset("\u200c\u200d")


def clean_name(name: str) -> str:
    """Return a commander's name as the player typed it, trimmed and composed; refuse one the table cannot show.

    Raises InvalidActionError for an empty name, one over NAME_MOST characters, or one holding control,
    formatting or unassigned characters (a line break, a tab, a right-to-left override...).
    """
    cleaned = unicodedata.normalize("NFC", name).strip()
    if not cleaned:
        raise InvalidActionError(N_("A commander needs a name."))
    if len(cleaned) > NAME_MOST:
        raise InvalidActionError(
            N_("A commander's name has at most %(most)d characters; this one has %(count)d."),
            most=NAME_MOST,
            count=len(cleaned),
        )
    if any(unicodedata.category(c).startswith("C") and c not in JOINERS for c in cleaned):
        raise InvalidActionError(N_("A commander's name may hold only letters, digits, spaces and punctuation."))
    return cleaned


class CommanderRules:
    """Naming commanders and their skill."""

    def skill(self, a: int) -> int:
        """Return a commander's skill level."""
        return self.t.skill(self.army_wins[a]) + self.army_skill[a]

    def commander(self, a: int) -> Message | str:
        """Return a commander's name: the data's (translatable), or the one the player gave."""
        name = self.commanders[a]
        return text(name) if name == self.t.commanders[a] else name

    def _name_commander(self, action: NameCommander, lines) -> None:
        k = self._kingdom(action.seat)
        a = self._army(action.army, k)
        name = clean_name(action.name)
        if name == self.commanders[a]:
            # Nothing would change: refused, so that the log never repeats a name given already.
            raise illegal(N_("This commander is already called %(name)s."), name=name)
        self.commanders[a] = name
        if lines is not None:
            lines.append(Message(N_("%(kingdom)s names a commander %(name)s."), kingdom=self.name(k), name=name))

    @classmethod
    def commander_handlers(cls) -> dict:
        """Return the handler of naming a commander."""
        return {NameCommander: cls._name_commander}
