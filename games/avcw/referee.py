"""A Very Civil Whist on the phones: the "what now" panel and the controls each seat gets at each step.

Everything here reads the state through what the viewing seat may know: its own hand and pending
placement, and public facts. The other side's hand and secret placement are never read.
"""

from __future__ import annotations

from decimal import Decimal

from companion.board import kit_context
from companion.entries import entry_progress, entry_who, seats_entered
from companion.picker import card_grid, marked_grid, refusals, unaccounted
from companion.plugins import seat_controls
from engine.cards import card_label, format_card
from engine.game import CHANCE
from engine.i18n import N_, Message, nmessage, nN_, render
from games.avcw import views
from games.avcw.components.board import draw_board, draw_pieces, positions_from_view
from games.avcw.components.context import KitContext
from games.avcw.components.theme import make_theme
from games.avcw.data import SIDES, text
from games.avcw.steps import STEP_TEXT

PHASE_NAMES = {
    "preparation": N_("Preparation phase"),
    "action": N_("Action phase"),
    "over": N_("Game over"),
}
# What the players do at each step, in our own words; %(...)s parameters are filled per state.
# (The deal and the casualty test, whose texts depend on a number, are in _instruction.)
INSTRUCTIONS = {
    "event": N_("Turn up the top event card and tap it below, or let the app draw one."),
    "influence": N_(
        "%(side)s lead on the Foreign Support track and may cancel this event once in this phase; "
        "the Foreign Support front then moves one space towards the other side."
    ),
    "trump": N_("%(side)s lead on the Foreign Support track and choose the trump suit for this round."),
    "reveal": N_(
        "Planning trick %(trick)d of %(tricks)d: turn up two action cards and tap them, or go on without entering them."
    ),
    "lead": N_("Planning trick %(trick)d of %(tricks)d: %(side)s lead. Entering the card is optional."),
    "follow": N_("Planning trick %(trick)d of %(tricks)d: %(side)s reply. Enter the card, or say who won."),
    "pick": N_("%(side)s won the trick and take one revealed card; the other side takes the other."),
    "place": N_(
        "Both sides place their leaders in secret, one per track with leader boxes. "
        "They are revealed together when both have placed."
    ),
    "place_done": N_("Your leaders are placed face down. Waiting for %(side)s to place theirs."),
    "turn": N_("%(side)s act: attack a war track, raise their support, or play an asset."),
    "defend": N_(
        "%(side)s defend the %(track)s track against the %(card)s: enter the card played, and an asset if committed."
    ),
}


# The booklet's section each step is ruled by: the rules page (companion/rulespage.py) opens there.
RULES_AT = {
    "deal": N_("A round: preparation"),
    "event": N_("A round: preparation"),
    "influence": N_("A round: preparation"),
    "trump": N_("A round: preparation"),
    "reveal": N_("A round: preparation"),
    "lead": N_("A round: preparation"),
    "follow": N_("A round: preparation"),
    "pick": N_("A round: preparation"),
    "place": N_("A round: preparation"),
    "turn": N_("A round: actions"),
    "defend": N_("A round: actions"),
    "casualty": N_("A round: actions"),
    "over": N_("How to win"),
}


# The page script's texts with a number (companion.i18n.plural_forms sends them in every plural form).
PHONE_PLURALS = {
    "hand_count": nN_("{side}: {count} card in hand", "{side}: {count} cards in hand"),
}


def side_name(game, side: str) -> Message:
    """Return the translatable name of a side."""
    return game.tables.side_names[SIDES.index(side)]


def card_names(game, translations) -> dict[str, str]:
    """Return every suited card's full name in a language, for screen readers and tooltips."""
    return {format_card(card): render(card_label(card), translations) for card in range(52)}


def panel(game, state, seat: str | None) -> dict[str, Message]:
    """Return the "what now" panel: where the game is, whose move it is, and what to do."""
    t = game.tables
    phase = state.phase()
    headline = Message(
        N_("Round %(round)d of %(rounds)d · %(phase)s"),
        round=state.round,
        rounds=t.rules.rounds,
        phase=Message(PHASE_NAMES[phase]),
    )
    if state.is_terminal():
        return {"headline": headline, "who": Message(N_("The game is over.")), "instruction": state.outcome().reason}
    to_act = state.seats_to_act()
    player = state.current_player()
    entering = entry_who(_side_names(game), seats_entered(SIDES, state.entered), seat) if state.step == "deal" else None
    if entering is not None:
        who = entering  # one side's hand is in: only the other may enter theirs
    elif player == CHANCE:
        who = Message(N_("Either phone may enter the draw."))
    elif state.step == "place":
        who = Message(N_("Both sides: place your leaders in secret."))
        if seat is not None and seat not in to_act and to_act:
            who = Message(N_("Waiting for %(side)s."), side=side_name(game, to_act[0]))
    elif seat in to_act:
        who = Message(N_("Your move."))
    else:
        who = Message(N_("Waiting for %(side)s."), side=side_name(game, to_act[0]))
    return {"headline": headline, "who": who, "instruction": _instruction(game, state, seat, to_act)}


def _instruction(game, state, seat, to_act) -> Message:
    t, step = game.tables, state.step
    actor = None if state.actor is None else t.side_names[state.actor]
    trick = {"trick": state.trick_no + 1, "tricks": t.rules.play.planning_tricks}
    if step == "deal":
        return nmessage(
            "Shuffle the action cards and deal %(count)d face down to each side. Each player then taps the cards "
            "they were dealt and confirms (the deal is made when both are in); or tap “Dealt by hand” (the app "
            "counts the cards without knowing them), or let the app deal and show each phone its hand.",
            "Shuffle the action cards and deal %(count)d face down to each side. Each player then taps the cards "
            "they were dealt and confirms (the deal is made when both are in); or tap “Dealt by hand” (the app "
            "counts the cards without knowing them), or let the app deal and show each phone its hand.",
            t.rules.play.hand_size,
        )
    if step == "event":
        return Message(INSTRUCTIONS[step])
    if step in ("influence", "trump", "turn", "pick"):
        return Message(INSTRUCTIONS[step], side=actor)
    if step in ("lead", "follow"):
        return Message(INSTRUCTIONS[step], side=actor, **trick)
    if step == "reveal":
        return Message(INSTRUCTIONS[step], **trick)
    if step == "place":
        if seat is not None and seat not in to_act and to_act:
            return Message(INSTRUCTIONS["place_done"], side=side_name(game, to_act[0]))
        return Message(INSTRUCTIONS[step])
    if step == "defend":
        _, track, card, _ = state.attack
        return Message(INSTRUCTIONS[step], side=actor, track=t.tracks[track].name, card=t.card_labels[card])
    if step == "casualty":
        odds = state.casualty_odds()
        return nmessage(
            "The attack under %(leader)s was lost, so %(leader)s is tested: the chance of losing this leader is "
            "%(fraction)s (%(percent)s %%). Draw %(count)d casualty card and tap it, or let the app draw.",
            "The attack under %(leader)s was lost, so %(leader)s is tested: the chance of losing this leader is "
            "%(fraction)s (%(percent)s %%). Draw %(count)d casualty cards and tap them, or let the app draw.",
            t.rules.play.casualty_draw,
            leader=t.leaders[state.placed[state.attack[0]][state.attack[1]]].name,
            fraction=str(odds),
            percent=Decimal(f"{float(odds) * 100:.1f}"),  # shown in the reader's number format
        )
    return Message(STEP_TEXT[step])


def board_base(game, translations):
    """Return the printed board drawing (no pieces) in a language: the live board's background."""
    return draw_board(_kit_context(game.tables, translations))


def board_pieces(game, state, translations):
    """Return the pieces where the public view of the state puts them, on a sheet the size of the board."""
    ctx = _kit_context(game.tables, translations)
    return draw_pieces(ctx, positions_from_view(game.tables, state.view(None)))


def _kit_context(tables, translations) -> KitContext:
    """Return the print kit's drawing context for a rules file and language, made once."""
    return kit_context(tables, translations, make_theme)


def view(game, state, seat: str | None, translations) -> dict:
    """Return the seat's view of the state (secrets of the other side filtered by the game's views)."""
    return views.view(state, seat, translations)


def controls(game, state, seat: str | None, translations) -> dict:
    """Return what the seat's phone offers now: whether it acts, the cards to pick from, names to show."""
    t = game.tables

    def tr(message) -> str:
        return render(message, translations)

    step = state.step
    own, data = seat_controls(state, SIDES, seat)
    acts, chance = data["acts"], data["chance"]
    data |= {
        "can_draw": chance and not (step == "reveal" and state.deck_unknown),
        "picker": _picker(game, state, own, translations) if (acts or chance) else None,
        "sides": {side: tr(t.side_names[i]) for i, side in enumerate(SIDES)},
        "tracks": [
            {
                "id": track.id,
                "name": tr(track.name),
                "suit": track.suit,
                "leaders": track.index in t.leader_tracks,
            }
            for track in t.tracks
        ],
        "trump_suits": list(t.rules.trump_suits),
        "event": _event(game, state, translations),
        "attack": _attack(game, state, translations),
        "casualty": _casualty(game, state, translations),
        "table_cards": [format_card(card) for card in state.table],
        "table_unseen": state.table_unknown,
        "lead_card": None if state.lead_card is None else format_card(state.lead_card),
        "lead_unseen": step == "follow" and state.lead_card is None,
        "hand_entered": own is not None and step == "deal" and state.entered[own] is not None,
        "entries": None
        if step != "deal"
        else entry_progress(_side_names(game), seats_entered(SIDES, state.entered), translations, True),
        "my_leaders": [],
        "my_assets": [],
        "unseen_cards": 0,
    }
    if own is not None and acts and step == "turn" and not state.unknown[own]:
        data |= _turn_marks(game, state, SIDES[own], translations)
    if own is not None:
        data["my_leaders"] = [
            {"id": t.leaders[i].id, "name": tr(t.leaders[i].name), "rating": t.leaders[i].rating}
            for i in state.leaders[own]
        ]
        data["my_assets"] = [_asset(game, i, translations) for i in state.assets[own]]
        data["unseen_cards"] = state.unknown[own]
    return data


def _side_names(game) -> dict[str, Message]:
    return {side: game.tables.side_names[i] for i, side in enumerate(SIDES)}


# The play steps whose card, from a hand the phone knows, is tried before it is offered: the action sent.
PLAYS = {"lead": "lead", "follow": "follow", "defend": "defend"}


def _picker(game, state, own: int | None, translations) -> dict | None:
    """Return the cards a phone offers at this step and how many to tap (a known hand's refused cards marked)."""
    t, step = game.tables, state.step
    if step == "deal":
        # The hand dealt at the table, entered on the side's own phone: the whole deck is on offer.
        if own is None or state.entered[own] is not None:
            return None
        return card_grid(state.deck, t.rules.play.hand_size)
    if step == "event":
        return card_grid(state.event_deck, 1)
    if step == "casualty":
        return card_grid(state.casualty_deck, t.rules.play.casualty_draw)
    if step == "reveal":
        # Not a card this phone knows to be elsewhere (its own hand, the discards): the deck, or unseen places.
        seat = None if own is None else SIDES[own]
        return card_grid(unaccounted(state, seat, t.action_cards, state.deck), 2)
    if step == "pick":
        return card_grid(state.table, 1) if state.table else None
    if step in ("lead", "follow", "turn", "defend") and own is not None:
        if state.unknown[own]:
            # The hand holds cards the app never saw: offer every card that could be in it.
            return card_grid([*t.action_cards, *t.bonus_cards], 1)
        if step in PLAYS and not (step == "follow" and state.lead_card is None):
            side, play = SIDES[own], PLAYS[step]
            action_for = lambda code: game.action_from_json({"do": play, "side": side, "card": code})  # noqa: E731
            return marked_grid(state, side, state.hands[own], action_for, translations)
        return card_grid(state.hands[own], 1)
    return None


def _turn_marks(game, state, side: str, translations) -> dict:
    """Return the cards of a known hand the rules refuse now, for a support and for an attack on each track."""
    hand = state.hands[SIDES.index(side)]

    def marks(**fields):
        return refusals(state, side, hand, lambda code: game.action_from_json({**fields, "card": code}), translations)

    return {
        "support_refused": marks(do="support", side=side),
        "attack_refused": {track.id: marks(do="attack", side=side, track=track.id) for track in game.tables.tracks},
    }


def _asset(game, index: int, translations) -> dict:
    spec = game.tables.assets[index]
    rules = game.rules.assets[spec.id]
    return {
        "id": spec.id,
        "name": render(spec.name, translations),
        "text": render(text(rules.text), translations),
        "attack": spec.on_attack,
        "reaction": spec.on_reaction,
        "action": spec.as_action,
        "sets_trump": any(effect[0] == "set_trump" for effect in spec.effects),
    }


def _event(game, state, translations) -> dict | None:
    """Return the event card on show: the one awaiting a decision, else the last one resolved this round."""
    card = state.pending_event
    if card is None and state.step in ("event", "influence", "trump") and state.events_drawn:
        card = state.events_out[-1] if state.events_out else None
    if card is None:
        return None
    code = format_card(card)
    rules = game.rules.events[code]
    return {
        "card": code,
        "title": render(text(rules.title), translations),
        "text": render(text(rules.text), translations),
        "side": rules.side,
        "pending": state.pending_event is not None,
    }


def _attack(game, state, translations) -> dict | None:
    if state.attack is None:
        return None
    t = game.tables
    side, track, card, asset = state.attack
    return {
        "side": SIDES[side],
        "track": t.tracks[track].id,
        "track_name": render(t.tracks[track].name, translations),
        "card": format_card(card),
        "asset": None if asset is None else render(t.assets[asset].name, translations),
    }


def _casualty(game, state, translations) -> dict | None:
    odds = state.casualty_odds()
    if odds is None:
        return None
    leader = game.tables.leaders[state.placed[state.attack[0]][state.attack[1]]]
    return {
        "leader": render(leader.name, translations),
        "rating": leader.rating,
        "fraction": str(odds),
        "percent": round(float(odds) * 100, 1),
    }
