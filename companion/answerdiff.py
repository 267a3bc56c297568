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
        """
        return tuple(CHUNK_END.split(self.text))

    @cached_property
    def fingerprint(self) -> str:
        """Return a short digest of the text, which a phone sends back to say it holds it."""
        return hashlib.blake2b(self.text.encode(), digest_size=8).hexdigest()


def edits(old: tuple[str, ...], new: tuple[str, ...]) -> list:
    """Return the edits that turn the chunks ``old`` into ``new``: copy (n > 0), skip (n < 0), insert (a list)."""
    # autojunk: chunks repeated all over a long text ('"do": "deploy",') are not matched one by one,
    # which keeps the cost near linear; the edits stay exact, only a little longer.
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=True)
    out: list = []
    for tag, old_start, old_end, new_start, new_end in matcher.get_opcodes():
        if tag == "equal":
            out.append(old_end - old_start)
            continue
        if old_end > old_start:
            out.append(old_start - old_end)
        if new_end > new_start:
            out.append(list(new[new_start:new_end]))
    return out


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
