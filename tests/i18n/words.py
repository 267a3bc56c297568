"""Finding English that escaped the catalogs in a text rendered in the pseudo-locale.

In the pseudo-locale every text of the template has accented letters, so a word of plain ASCII
letters is English that did not go through a catalog. Letters with no accented twin in the kit's
fonts (F, P, Q, V, X, q, v, x) stay plain in pseudo texts too, so a word made only of them proves nothing.
A sum in a Tudor clerk's small Roman numerals (ij, iiij, xiiij: Walsingham's money) is a figure, not a word.
"""

from __future__ import annotations

import re

ACCENTED_LETTERS = set("abcdefghijklmnoprstuwyzABCDEGHIJKLMNORSTUWYZ")
WORD = re.compile(r"\w+")
CLERKS_NUMERAL = re.compile(r"[ivxj]+")


def english_words(text: str, allowed: set[str] = frozenset()) -> list[str]:
    """Return the words of ``text`` that are plain English (two letters or more), other than ``allowed`` ones."""
    return [
        word
        for word in WORD.findall(text)
        if re.fullmatch(r"[A-Za-z]{2,}", word)
        and set(word) & ACCENTED_LETTERS
        and not CLERKS_NUMERAL.fullmatch(word)
        and word not in allowed
    ]
