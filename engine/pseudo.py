"""The pseudo-locale ``qps``: every text of the template accented and 40 % longer, its placeholders kept.

A kit or a page rendered in it shows at once which texts bypass the catalogs and which boxes are too
tight for a longer language. It is made from the catalog template (``pnpkit.pot``) as texts are looked
up, so it covers exactly what a translator is given: a text missing from the template (not marked, or
extracted before it was written) stays plain English, as it would in a real translation.
"""

from __future__ import annotations

import functools
import gettext
import math
import re
from pathlib import Path

from babel.lists import format_list

from engine.placeholders import PLACEHOLDER  # placeholders stay as they are

PSEUDO_LOCALE = "qps"
GROWTH = 0.4  # a pseudo text is at least this much longer than its source, placeholders aside
LETTER = re.compile(r"[A-Za-z]")
WORD_MARK = re.compile("\ue000(\\d+)\ue001")  # stands for the n-th word while a list is joined
# An accented twin of each letter that every role of the kit's font has (checked by the tests);
# F, P, Q, V, X, q, v and x have none there and stay plain.
_ACCENTED = str.maketrans(
    "abcdefghijklmnoprstuwyzABCDEGHIJKLMNORSTUWYZ",
    "åḇçďéƒĝĥîĵķļṃñöþŕšţûŵýžÅḆÇĎÉĜĤÎĴĶĻṂÑÖŔŠŢÛŴÝŽ",
)


@functools.lru_cache(maxsize=8192)
def pseudo(text: str) -> str:
    """Return the pseudo form of a source text: letters accented and repeated so it grows by GROWTH."""
    pieces = PLACEHOLDER.split(text)
    placeholders = PLACEHOLDER.findall(text)
    letters = sum(len(LETTER.findall(piece)) for piece in pieces)
    if not letters:
        return text
    extra = math.ceil(GROWTH * sum(len(piece) for piece in pieces))
    # Letter number i is written 1 + extra // letters times, plus once more for an even spread of the rest.
    base, rest = divmod(extra, letters)
    again = {index * letters // rest for index in range(rest)}
    counter = iter(range(letters))

    def stretch(match: re.Match) -> str:
        index = next(counter)
        return match.group().translate(_ACCENTED) * (1 + base + (index in again))

    out = [LETTER.sub(stretch, pieces[0])]
    for placeholder, piece in zip(placeholders, pieces[1:], strict=True):
        out += [placeholder, LETTER.sub(stretch, piece)]
    return "".join(out)


class PseudoTranslations(gettext.NullTranslations):
    """Translations that give every text of the template its pseudo form, and leave any other text as it is."""

    def __init__(self, template: Path):
        super().__init__()
        self.known = _template_keys(template)

    def _look_up(self, context: str | None, message: str) -> str:
        return pseudo(message) if (context, message) in self.known else message

    def gettext(self, message: str) -> str:
        return self._look_up(None, message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.npgettext(None, singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        return self._look_up(context, message)

    def npgettext(self, context: str | None, singular: str, plural: str, n: int) -> str:
        chosen = singular if n == 1 else plural
        return pseudo(chosen) if (context, singular) in self.known else chosen

    def format_list(self, words: list[str], style: str) -> str:
        """Join words as English does, its joining words ("and", "or") in pseudo form too."""
        joined = format_list([f"\ue000{index}\ue001" for index in range(len(words))], style=style, locale="en")
        pieces = WORD_MARK.split(joined)  # joining text at even places, word numbers at odd ones
        return "".join(words[int(piece)] if place % 2 else pseudo(piece) for place, piece in enumerate(pieces))


@functools.lru_cache(maxsize=4)
def _template_keys(template: Path) -> frozenset[tuple[str | None, str]]:
    """Return (context, msgid) of every text of a template; a plural text is known by its singular."""
    from babel.messages.pofile import read_po

    with template.open("rb") as handle:
        catalog = read_po(handle)
    return frozenset(
        (message.context, message.id if isinstance(message.id, str) else message.id[0])
        for message in catalog
        if message.id
    )
