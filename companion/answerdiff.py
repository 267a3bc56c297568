"""Answers as edits of the answer a phone already holds: most of an answer is the same from one version to the next.

The text of an answer (its JSON, the log aside: companion.answerlog sends that) is cut into chunks
after every comma and every ">", so that a value of the view, an action of a listing or an element of
the board's pieces is a chunk or a few. A phone that asks for edits (``diff_from``) keeps the chunks of
the answer it holds and the fingerprint it was given with them. When the server still holds the text
with that fingerprint (the viewer's answer of the version before, or this version's), the answer
carries only the edits that turn it into this version's text; otherwise, edits that build it from
nothing. The phone applies them, joins the chunks and reads the JSON: exactly the text of a whole answer.

Edits are a list, in order: a positive number copies that many chunks of the held text, a negative
one skips that many, and a list of strings inserts those chunks.
"""

from __future__ import annotations

import difflib
import hashlib
import re
from dataclasses import dataclass, field
from functools import cached_property

CHUNK_END = re.compile(r"(?<=[,>])")  # a chunk ends after a comma (JSON's members and items) or a ">" (an element)


@dataclass(frozen=True)
class AnswerText:
    """The text of one answer (without its log), and what edits need of it: its chunks and fingerprint."""

    text: str
    edits_from: dict = field(default_factory=dict, compare=False)  # fingerprint -> edits as JSON, made once

    def chunks(self) -> tuple[str, ...]:
        """Return the text cut after every comma and every ">"; the chunks joined are the text.

        Cut again when needed rather than kept: a table holds two texts per viewer, and chunks cost more memory.
        (Two replacements and a split on a NUL, which JSON text never holds raw, cut as CHUNK_END does, faster.)
        """
        return tuple(self.text.replace(",", ",\0").replace(">", ">\0").split("\0"))

    @cached_property
    def fingerprint(self) -> str:
        """Return a short digest of the text, which a phone sends back to say it holds it."""
        return hashlib.blake2b(self.text.encode(), digest_size=8).hexdigest()


def edits(old: tuple[str, ...], new: tuple[str, ...]) -> list:
    """Return the edits that turn the chunks ``old`` into ``new``: copy (n > 0), skip (n < 0), insert (a list)."""
    # The texts of two versions differ in a few places: what they share at both ends is copied without
    # asking the matcher, which costs most of the time on long texts.
    head = 0
    most = min(len(old), len(new))
    while head < most and old[head] == new[head]:
        head += 1
    tail = 0
    while tail < most - head and old[-1 - tail] == new[-1 - tail]:
        tail += 1
    out: list = [head] if head else []
    # autojunk: chunks repeated all over a long text ('"do": "deploy",') are not matched one by one,
    # which keeps the cost near linear; the edits stay exact, only a little longer.
    middle_old, middle_new = old[head : len(old) - tail], new[head : len(new) - tail]
    matcher = difflib.SequenceMatcher(None, middle_old, middle_new, autojunk=True)
    for tag, old_start, old_end, new_start, new_end in matcher.get_opcodes():
        if tag == "equal":
            out.append(old_end - old_start)
            continue
        if old_end > old_start:
            out.append(old_start - old_end)
        if new_end > new_start:
            out.append(list(middle_new[new_start:new_end]))
    if tail:
        out.append(tail)
    return _merged(out)


def _merged(ops: list) -> list:
    """Return edits with neighbouring copies joined (the shared ends and the matcher's own may meet)."""
    merged: list = []
    for op in ops:
        if merged and isinstance(op, int) and op > 0 and isinstance(merged[-1], int) and merged[-1] > 0:
            merged[-1] += op
        else:
            merged.append(op)
    return merged


def apply_edits(old: tuple[str, ...], ops: list) -> str:
    """Return the text the edits make of ``old`` (what the page script does; for tests and other clients)."""
    out: list[str] = []
    at = 0
    for op in ops:
        if isinstance(op, list):
            out.extend(op)
        elif op > 0:
            out.extend(old[at : at + op])
            at += op
        else:
            at -= op
    return "".join(out)
