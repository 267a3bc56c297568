"""Civil Suits on the phones: the "what now" panel and the controls each of the four seats gets at each step.

Everything here reads the state through what the viewing seat may know: its own hand, civil suit,
pass and pile entry, the suits it looked at with Intelligence, and public facts. The live board is
the printed score pad with the finished rounds written in.
"""

from __future__ import annotations

from companion.board import kit_context
from companion.entries import entry_progress, entry_who, seats_entered
from companion.picker import PICKER_SUITS, card_grid, marked_grid
from companion.plugins import seat_controls, whose_move
from engine.cards import SUIT_NAMES, format_card
from engine.i18n import N_, Message, WordList, all_of, nmessage, nN_, render
from games.civil_suits import claims, moves, views
from games.civil_suits.components.scorepad import draw_scorepad, draw_scores
from games.civil_suits.components.theme import make_theme
from games.civil_suits.data import SEATS
from games.civil_suits.steps import POWER_STEPS, STEP_TEXT
from generator.context import KitContext

INSTRUCTIONS = {
    "deal": N_(
        "%(dealer)s shuffles all 54 cards, Minions included, and deals them one at a time from their left: "
        "%(first)s and %(second)s get 14, the others 13. Each player then taps the cards they were dealt and "
        "confirms (the deal is made when all four are in); or tap “Dealt by hand” (the app counts the cards without "
        "knowing them), or let the app deal and show each phone its hand."
    ),
    "suit": N_("Look at your hand and choose your civil suit in secret. It is revealed when the round is scored."),
    "suit_done": N_("Your civil suit is noted. Waiting for %(seats)s."),
    "pass_none": N_("You pass no cards this round. You will receive %(received)s."),
    "pass_done": N_("Your cards are chosen. Waiting for %(seats)s; then hand the cards over together."),
    "offer": N_("First trick of the game: %(seat)s may lead it, or decline and let the next player clockwise decide."),
    "offer_forced": N_("Everyone declined: %(seat)s must lead the first trick."),
    "lead": N_("Trick %(trick)d: %(seat)s leads. Any card may be played; the highest rank takes the trick."),
    "follow": N_("Trick %(trick)d: %(seat)s plays a card. There is no need to follow suit."),
    "replace": N_(
        "%(suits)s banned: %(seat)s takes back the %(card)s and plays a card of another suit (or a Minion), "
        "or keeps it when holding nothing else."
    ),
    "challenge": N_(
        "The highest cards tie. %(seat)s may add one Challenger (an Ace, Jack, Queen or King) to the trick, or decline."
    ),
    "intel": N_("%(seat)s is the Champion of Intelligence: look at one opponent's civil suit, or decline."),
    "magic": N_(
        "%(seat)s is the Champion of Magic: take one demerit off, or set cards of this trick aside for whoever "
        "takes the next trick, or decline."
    ),
    "might": N_("%(seat)s is the Champion of Might: name a trump suit for this trick, or decline."),
    "tally": N_(
        "Play the rest of the round at the table. When it is over, each player enters every card they took, "
        "how often Magic took a demerit off, and whether they took the last trick."
    ),
    "tally_done": N_("Your pile is entered. Waiting for %(seats)s."),
}

# The booklet's section each step is ruled by: the rules page (companion/rulespage.py) opens there.
RULES_AT = {
    "deal": N_("A round"),
    "suit": N_("A round"),
    "pass": N_("A round"),
    "play": N_("Tricks"),
    "replace": N_("Tricks"),
    "challenge": N_("Tricks"),
    "intel": N_("Attacking the trick"),
    "magic": N_("Attacking the trick"),
    "might": N_("Attacking the trick"),
    "tally": N_("Demerits at the end of a round"),
    "over": N_("Demerits at the end of a round"),
}


# The page script's texts with a number (companion.i18n.plural_forms sends them in every plural form).
PHONE_PLURALS = {
    "pass_to": nN_("Tap the {count} card you pass to {seat}", "Tap the {count} cards you pass to {seat}"),
    "seat_line": nN_("{count} card in hand · total {total}", "{count} cards in hand · total {total}"),
}


def side_name(game, seat: str) -> Message:
    """Return the translatable name of a seat."""
    return game.tables.seat_names[SEATS.index(seat)]


def card_names(game, translations) -> dict[str, str]:
    """Return every card's full name (the Minions included) in a language, for screen readers and tooltips."""
    return {format_card(card): render(game.tables.card_labels[card], translations) for card in range(54)}


def view(game, state, seat: str | None, translations) -> dict:
    """Return the seat's view of the state (the other seats' secrets filtered by the game's views)."""
    return views.view(state, seat, translations)


def _names(game, seats) -> WordList:
    return all_of(side_name(game, seat) for seat in seats)


def panel(game, state, seat: str | None) -> dict[str, Message]:
    """Return the "what now" panel: where the game is, whose move it is, and what to do."""
    t = game.tables
    headline = Message(
        N_("Round %(round)d of %(rounds)d · %(dealer)s deals"),
        round=state.round,
        rounds=t.rules.rounds,
        dealer=t.seat_names[state.dealer],
    )
    if state.is_terminal():
        return {"headline": headline, "who": Message(N_("The game is over.")), "instruction": state.outcome().reason}
    to_act = state.seats_to_act()
    entering = entry_who(_seat_names(game), seats_entered(SEATS, state.entered), seat) if state.step == "deal" else None
    who = entering or whose_move(
        state, seat, Message(N_("Any phone may enter the deal.")), lambda seats: _names(game, seats)
    )
    return {"headline": headline, "who": who, "instruction": _instruction(game, state, seat, to_act)}


def _instruction(game, state, seat, to_act) -> Message:
    t, step = game.tables, state.step
    actor = None if state.actor is None else t.seat_names[state.actor]
    own = None if seat not in SEATS else SEATS.index(seat)
    waiting = _names(game, to_act)
    if step == "deal":
        return Message(
            INSTRUCTIONS["deal"],
            dealer=t.seat_names[state.dealer],
            first=t.seat_names[(state.dealer + 1) % 4],
            second=t.seat_names[(state.dealer + 2) % 4],
        )
    if step in ("suit", "tally"):
        if own is not None and seat not in to_act:
            return Message(INSTRUCTIONS[f"{step}_done"], seats=waiting)
        return Message(INSTRUCTIONS[step])
    if step == "pass":
        return _pass_instruction(game, state, own, to_act)
    if step == "play":
        if state.offer is not None:
            key = "offer" if state.offer < 4 else "offer_forced"
            return Message(INSTRUCTIONS[key], seat=actor)
        return Message(INSTRUCTIONS["follow" if state.trick else "lead"], seat=actor, trick=state.trick_no + 1)
    if step == "replace":
        card = next(card for owner, card in state.trick if owner == state.actor and t.suit[card] in state.bans)
        suits = [Message(SUIT_NAMES[suit]) for suit in state.bans]
        return Message(INSTRUCTIONS["replace"], suits=suits, seat=actor, card=t.card_labels[card])
    if step in ("challenge", *POWER_STEPS):
        return Message(INSTRUCTIONS[step], seat=actor)
    return Message(STEP_TEXT[step])


def _pass_instruction(game, state, own, to_act) -> Message:
    t = game.tables
    if own is None:
        return Message(STEP_TEXT["pass"])
    if SEATS[own] not in to_act and state.passes[own] is not None:
        return Message(INSTRUCTIONS["pass_done"], seats=_names(game, to_act))
    plan = state.pass_plan()
    received = [
        Message(N_("%(count)d from %(giver)s"), count=count, giver=t.seat_names[giver])
        for giver, receiver, count in plan
        if receiver == own
    ] or [Message(N_("nothing"))]
    for giver, receiver, count in plan:
        if giver == own:
            return nmessage(
                "Pass %(count)d card face down to %(receiver)s. You will receive %(received)s.",
                "Pass %(count)d cards face down to %(receiver)s. You will receive %(received)s.",
                count,
                receiver=t.seat_names[receiver],
                received=received,
            )
    return Message(INSTRUCTIONS["pass_none"], received=received)


def board_base(game, translations):
    """Return the printed score pad (no scores) in a language: the live board's background."""
    return draw_scorepad(_kit_context(game.tables, translations))


def board_pieces(game, state, translations):
    """Return the finished rounds' scores in the pad's cells, from the public view, on a sheet of the same size."""
    public = state.view(None)
    current = None if state.is_terminal() else public["round"]
    return draw_scores(_kit_context(game.tables, translations), public["history"], current)


def _kit_context(tables, translations) -> KitContext:
    """Return the print kit's drawing context for a rules file and language, made once."""
    return kit_context(tables, translations, make_theme)


def _seat_names(game) -> dict:
    return {name: game.tables.seat_names[i] for i, name in enumerate(SEATS)}


def controls(game, state, seat: str | None, translations) -> dict:
    """Return what the seat's phone offers now: whether it acts, the cards to pick from, names to show."""
    t, step = game.tables, state.step
    own, data = seat_controls(state, SEATS, seat)
    acts = data["acts"]
    data |= {
        "seats": {name: render(t.seat_names[i], translations) for i, name in enumerate(SEATS)},
        "powers": {power: render(t.power_names[power], translations) for power in POWER_STEPS},
        "suits": PICKER_SUITS,
        "picker": _picker(game, state, own, translations) if acts or (step == "deal" and data["chance"]) else None,
        "hand_entered": own is not None and step == "deal" and state.entered[own] is not None,
        "entries": None
        if step != "deal"
        else entry_progress(_seat_names(game), seats_entered(SEATS, state.entered), translations, True),
        "trick": [{"seat": SEATS[s], "card": format_card(card)} for s, card in state.trick],
        "bans": list(state.bans),
        "trump": state.trump,
        "set_aside": [format_card(card) for card in state.set_aside],
        "carry": [format_card(card) for card in state.carry],
        "can_decline_lead": step == "play" and state.offer is not None and state.offer < 4,
        "can_end_tricks": own is not None and step == "play" and not state.trick,
        "can_keep": False,
        "can_set_aside": step == "magic" and state.is_trick_followed(),
        "opponents": [name for name in SEATS if name != seat],
        "my_suit": None,
        "my_pass": None,
        "unseen_cards": 0,
        "tally": None,
    }
    if own is None:
        return data
    data["my_suit"] = state.suits[own]
    data["unseen_cards"] = state.unknown[own]
    if step == "replace" and acts:
        data["can_keep"] = state.holds_other(own, state.bans) is None
    if step == "pass":
        count = state.pass_count(own)
        receiver = next((r for g, r, _ in state.pass_plan() if g == own), None)
        data["my_pass"] = {
            "count": count,
            "to": None if receiver is None else SEATS[receiver],
            "unseen": state.unknown[own] >= count > 0,
        }
    if step == "tally":
        claimed = any(entry is not None and entry[2] for entry in state.tallies)
        data["tally"] = {
            "known": [format_card(card) for card in state.taken[own]],
            "last_claimed": claimed,
            "needs_last": state.round < t.rules.rounds,
            "done": state.tallies[own] is not None,
            # Looks at this seat's civil suit that others claim, waiting for this phone to confirm or not.
            "to_answer": [SEATS[claimant] for claimant, target in state.claims if target == own],
            "claims_left": claims.claims_left(state),
        }
    return data


def _picker(game, state, own: int | None, translations) -> dict | None:
    """Return the cards a phone offers at this step and how many to tap."""
    step = state.step
    if own is None:
        return None
    if step == "deal":
        # The hand dealt at the table, entered on the player's own phone: all 54 cards are on offer.
        size = game.tables.dealt_sizes(state.dealer)[own]
        return None if state.entered[own] is not None else card_grid(range(54), size)
    if step == "pass":
        count = state.pass_count(own)
        return card_grid(state.hands[own], count) if count and state.hands[own] else None
    if step in ("play", "replace"):
        if state.unknown[own]:  # cards the app never saw: offer those that may be played, as before
            return card_grid(moves.playable(state, own, state.bans), 1)
        # A known hand is offered whole: each card the rules refuse now is marked, with the refusal's words.
        seat = SEATS[own]
        action_for = lambda code: game.action_from_json({"do": "play", "seat": seat, "card": code})  # noqa: E731
        return marked_grid(state, seat, state.hands[own], action_for, translations)
    if step == "challenge":
        return card_grid([card for card in moves.playable(state, own) if game.tables.champion[card]], 1)
    if step == "magic":
        cards = [card for _, card in state.trick]
        return card_grid(cards, max(len(cards) - 1, 1))
    if step == "tally":
        return card_grid(range(54), 54)
    return None
