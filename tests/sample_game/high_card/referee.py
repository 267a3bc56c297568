"""High Card on the phones: the "what now" panel, the controls of each step and the live board.

It reads the state only through what the viewing seat may know: its own hand and public facts.
"""

from __future__ import annotations

from companion.picker import card_grid
from companion.plugins import seat_controls
from engine.cards import format_card
from engine.i18n import N_, Message, nN_, render
from generator.geometry import Style
from generator.sketch import Sketch
from high_card import views
from high_card.data import SEATS
from high_card.data import card_names as deck_names

BOARD_WIDTH, BOARD_HEIGHT = 120.0, 50.0
# The page script's texts with a number (sent in every plural form of the viewer's language).
PHONE_PLURALS = {"tricks_line": nN_("{count} trick taken", "{count} tricks taken")}


def side_name(game, seat: str) -> Message:
    """Return the translatable name of a seat."""
    return game.tables.seat_names[SEATS.index(seat)]


def card_names(game, translations) -> dict[str, str]:
    """Return each card's full name in a language."""
    return {format_card(card): render(name, translations) for card, name in deck_names(game.tables).items()}


def view(game, state, seat: str | None, translations) -> dict:
    """Return the seat's view (the other hand hidden)."""
    return views.view(state, seat, translations)


def panel(game, state, seat: str | None) -> dict[str, Message]:
    """Return where the game is, whose move it is and what to do."""
    headline = Message(N_("High Card"))
    if state.is_terminal():
        return {"headline": headline, "who": Message(N_("The game is over.")), "instruction": state.outcome().reason}
    if state.step == "deal":
        return {
            "headline": headline,
            "who": Message(N_("Any phone may enter the deal.")),
            "instruction": Message(N_("Deal three cards to each player, or let the app deal.")),
        }
    actor = side_name(game, SEATS[state.actor])
    own_turn = seat == SEATS[state.actor]
    who = Message(N_("Your move.")) if own_turn else Message(N_("Waiting for %(seats)s."), seats=actor)
    return {"headline": headline, "who": who, "instruction": Message(N_("%(seat)s plays a card."), seat=actor)}


def controls(game, state, seat: str | None, translations) -> dict:
    """Return what the seat's phone offers now: the cards it may play."""
    own, data = seat_controls(state, SEATS, seat)
    data["seats"] = {name: render(side_name(game, name), translations) for name in SEATS}
    data["picker"] = card_grid(state.hands[own], 1) if data["acts"] and state.step == "play" else None
    return data


def board_base(game, translations):
    """Return the table mat: one place for each player's card."""
    sketch = Sketch("high-card-mat", BOARD_WIDTH, BOARD_HEIGHT)
    sketch.rect(0, 0, BOARD_WIDTH, BOARD_HEIGHT, Style(fill="#1d4e3a"))
    for index, seat in enumerate(SEATS):
        x = 10 + index * 60
        sketch.rect(x, 14, 40, 30, Style(stroke="#f1ead6", width=0.5), radius=2)
        name = render(side_name(game, seat), translations)
        sketch.text(name, (x, 4, 40, 8), "bold", 9, align="center", colour="#f1ead6")
    return sketch.finish()


def board_pieces(game, state, translations):
    """Return the cards of the trick on the mat, from the public view."""
    names = card_names(game, translations)
    sketch = Sketch("high-card-trick", BOARD_WIDTH, BOARD_HEIGHT)
    for owner, card in state.view(None)["trick"]:
        x = 10 + SEATS.index(owner) * 60
        sketch.text(names[card], (x + 2, 20, 36, 18), "bold", 9, align="center", valign="middle", colour="#f1ead6")
    return sketch.finish()
