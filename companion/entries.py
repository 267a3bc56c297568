"""What every phone is told of a hidden deal being entered, seat by seat: who has entered, who has not, and what
another way of dealing would set aside.

Which seats have entered is public (the log says so as each entry comes in); what they entered never leaves
their phone. A game whose other ways of dealing (the app's deal, "dealt by hand") set the entries aside sends
``set_aside``: the question its phones ask before such a tap, naming the hands that would be lost.
"""

from __future__ import annotations

from engine.i18n import N_, Message, all_of, nmessage, render


def entry_progress(names: dict[str, Message], entered, translations, sets_aside: bool) -> dict | None:
    """Return the entering seats' progress for the phones, or None when nobody has entered yet.

    ``names``: each seat's name by seat, in table order; ``entered``: the seats (of those) whose entry is in;
    ``sets_aside``: whether the step's other ways of dealing set the entries aside (else they are refused).
    """
    done = [seat for seat in names if seat in set(entered)]
    if not done:
        return None
    waiting = [seat for seat in names if seat not in done]
    note = Message(N_("Entered so far: %(seats)s."), seats=all_of(names[seat] for seat in done))
    if waiting:
        note = Message(
            N_("%(entered)s Still to enter: %(seats)s."), entered=note, seats=all_of(names[s] for s in waiting)
        )
    progress = {"entered": done, "note": render(note, translations), "set_aside": None}
    if sets_aside:
        question = nmessage(
            "This sets aside the hand %(seats)s entered: it must be entered again. Go on?",
            "This sets aside the hands %(seats)s entered: they must be entered again. Go on?",
            len(done),
            seats=all_of(names[seat] for seat in done),
        )
        progress["set_aside"] = render(question, translations)
    return progress


def entry_who(names: dict[str, Message], entered, seat: str | None) -> Message | None:
    """Say who acts while a hidden deal is being entered (None before any entry: any phone may deal then)."""
    waiting = [name for name in names if name not in set(entered)]
    if len(waiting) == len(names) or not waiting:
        return None
    if seat in waiting:
        return Message(N_("Your move: enter the cards you were dealt."))
    return Message(N_("Waiting for %(seats)s to enter their cards."), seats=all_of(names[s] for s in waiting))


def seats_entered(seats, entries) -> list[str]:
    """Return the seats whose entry is in: ``entries`` holds one per seat, None or empty while not entered."""
    return [seat for seat, entry in zip(seats, entries, strict=True) if entry]
