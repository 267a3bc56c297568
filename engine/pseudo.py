"""The pseudo-locale: every text with accented letters and about 40 % longer, its placeholders kept.

A kit or a page rendered in it shows at once which texts bypass the catalogs (they stay plain
ASCII) and which boxes are too tight for a longer language. It is generated from the source texts
as they are looked up, never a catalog of its own, so it always covers every message.
"""

from __future__ import annotations

import functools
import gettext
import math
import re

PSEUDO_LOCALE = "qps"
GROWTH = 0.4  # each word grows by this share of its letters, rounded up
# printf placeholders (%(name)s, %(count)d, %.2f, %%) and the page script's {name} stay as they are.
PLACEHOLDER = re.compile(r"%(?:\([^)]*\))?[-#0 +]*\d*(?:\.\d+)?[a-zA-Z%]|\{\w*\}")
WORD = re.compile(r"[A-Za-z]+")
# An accented twin of each letter that every role of the kit's font has (checked by the tests);
# q, v and x have none there and stay plain.
_ACCENTED = str.maketrans(
    "abcdefghijklmnoprstuwyzABCDEGHIJKLMNORSTUWYZ",
    "åḇçďéƒĝĥîĵķļṃñöþŕšţûŵýžÅḆÇĎÉĜĤÎĴĶĻṂÑÖŔŠŢÛŴÝŽ",
)


@functools.lru_cache(maxsize=4096)
def pseudo(text: str) -> str:
    """Return the pseudo-locale form of a source text: accented, each word longer, placeholders kept."""
    pieces = []
    position = 0
    for match in PLACEHOLDER.finditer(text):
        pieces.append(WORD.sub(_stretch, text[position : match.start()]))
        pieces.append(match.group())
        position = match.end()
    pieces.append(WORD.sub(_stretch, text[position:]))
    return "".join(pieces)


def _stretch(match: re.Match) -> str:
    """Accent a word and double some of its letters, spread evenly, so it grows by GROWTH."""
    word = match.group().translate(_ACCENTED)
    extra = math.ceil(len(word) * GROWTH)
    doubled = {index * len(word) // extra for index in range(extra)}
    return "".join(letter * (2 if index in doubled else 1) for index, letter in enumerate(word))


class PseudoTranslations(gettext.NullTranslations):
    """Translations that turn every source text into its pseudo-locale form."""

    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return pseudo(singular if n == 1 else plural)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return pseudo(singular if n == 1 else plural)
