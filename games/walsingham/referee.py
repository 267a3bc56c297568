"""Walsingham on the phones: the "what now" panel and the controls of each of four to six seats at each step.

Everything here reads the state through what the viewing seat may know: its own Loyalty and Secret
cards, the Secrets it drew, what its Peeks showed, and public facts (the ledger of cash, Rewards, tiles
and Secret counts, the bids, who peeked at whom, the accusations). The live board is the printed bid
tracker with the players' markers on it.
"""

from __future__ import annotations

from companion.board import kit_context
from companion.entries import entry_progress, seats_entered
from companion.plugins import seat_controls, whose_move
from engine.i18n import N_, Message, all_of, nN_, render
from games.walsingham import moves, views
from games.walsingham.actions import NOBODY
from games.walsingham.auction import rank_bids
from games.walsingham.components.sheets import draw_tracker_bids, tracker_page
from games.walsingham.components.theme import make_theme
from games.walsingham.data import SPY
from games.walsingham.printed import entry_values
from games.walsingham.steps import STEP_TEXT
from generator.context import KitContext

INSTRUCTIONS = {
    "deal": N_(
        "Set the Triple Agent aside face up. Let the app deal the Loyalty cards, or deal the printed ones: one blue "
        "and one yellow Loyal card for each player, one of them back in the box unseen, the Spy added, shuffled, "
        "two face down to each player. Each phone then shows its own two, and nobody else's."
    ),
    "enter_loyalty": N_(
        "Every player looks at their two Loyalty cards without showing them and enters them on their own phone."
    ),
    "reveal": N_("Turn %(turn)d: reveal the Reward cards from deck %(deck)s and two tiles on the first two."),
    "bid": N_(
        "%(seat)s bids (opportunity %(round)d of 2). First bid: any amount not yet bid, or £0. Second bid: keep it, "
        "or bid more than everyone else."
    ),
    "claim": N_("%(seat)s claims one of this turn's Reward cards (tracker place %(place)d)."),
    "draw_secrets": N_(
        "%(seat)s draws three Secret cards: the app draws them, or %(seat)s takes the top three of the printed "
        "Secret deck without showing them."
    ),
    "enter_secrets": N_("%(seat)s looks at the three Secret cards drawn and enters them on their own phone."),
    "keep_secret": N_("%(seat)s keeps one of the three Secret cards; the others go under the deck."),
    "peek": N_("%(seat)s chooses whose cards to look at."),
    "shuffle": N_(
        "%(target)s shuffles the cards face down: let the app shuffle them, or shuffle the printed cards at the "
        "table and lay them face down."
    ),
    "look": N_("%(seat)s picks one face-down card of %(target)s and looks at it."),
    "look_target": N_("%(seat)s is looking at one of your cards; you will not learn which."),
    "look_at_table": N_(
        "%(seat)s picks one of the face-down cards of %(target)s, looks at it without showing it, lays it back, and "
        "notes it on their own phone."
    ),
    "discard": N_("%(seat)s took the Triple Agent and returns one Loyalty card to the box unseen."),
    "accuse": N_(
        "Accusations, from the lowest visible Intrigue: %(seat)s accuses another player of being the Spy, or says "
        "there is no spy."
    ),
}

# The booklet's section each step is ruled by: the rules page (companion/rulespage.py) opens there.
RULES_AT = {
    "deal": N_("Setting up, step by step"),
    "enter_loyalty": N_("Setting up, step by step"),
    "reveal": N_("A turn"),
    "bid": N_("Bidding"),
    "claim": N_("Claiming rewards"),
    **dict.fromkeys(
        ("draw_secrets", "enter_secrets", "keep_secret", "peek", "shuffle", "look", "discard"),
        N_("The Reward cards' instructions"),
    ),
    "accuse": N_("The end of the game"),
    "over": N_("The end of the game"),
}


# The page script's texts with a number (companion.i18n.plural_forms sends them in every plural form).
PHONE_PLURALS = {
    "secret_count": nN_("{count} Secret card", "{count} Secret cards"),
    "reward_count": nN_("{count} Reward card", "{count} Reward cards"),
    "copies": nN_("{count} copy of it drawn", "{count} copies alike drawn"),
    "enter_secrets": nN_("The {count} Secret card you drew:", "The {count} Secret cards you drew:"),
}


def seats_at_table(game, state) -> list[str]:
    """Return the colours seated at this table (four to six, by the table's options)."""
    return list(state.seats)


def side_name(game, seat: str) -> Message:
    """Return the translatable name of a seat."""
    return game.tables.seat_names[game.seats.index(seat)]


def card_names(game, translations) -> dict[str, str]:
    """Return the name of every Reward, Secret and Loyalty card and tile in a language, by its id."""
    t = game.tables
    names = {t.reward_ids[c]: render(t.reward_names[c], translations) for c in range(len(t.reward_ids))}
    names |= {t.secret_ids[c]: render(t.secret_names[c], translations) for c in range(len(t.secret_ids))}
    names |= {kind: render(name, translations) for kind, name in t.loyalty_names.items()}
    names |= {t.secret_kind[c]: render(t.secret_names[c], translations) for c in range(len(t.secret_ids))}  # by kind
    names |= {t.tile_ids[c]: render(t.tile_labels[c], translations) for c in range(len(t.tile_ids))}
    return names


def view(game, state, seat: str | None, translations) -> dict:
    """Return the seat's view of the state (the other seats' secrets filtered by the game's views)."""
    return views.view(state, seat, translations)


def panel(game, state, seat: str | None) -> dict[str, Message]:
    """Return the "what now" panel: where the game is, whose move it is, and what to do."""
    t = game.tables
    deck = state.current_deck()
    headline = Message(N_("Turn %(turn)d of %(turns)d"), turn=state.round, turns=t.rules.turns)
    if deck is not None:
        headline = Message(N_("%(turn)s · deck %(deck)s"), turn=headline, deck=deck)
    if state.is_terminal():
        return {"headline": headline, "who": Message(N_("The game is over.")), "instruction": state.outcome().reason}
    draw = Message(N_("Any phone may make the draw."))
    who = whose_move(state, seat, draw, lambda seats: all_of(side_name(game, s) for s in seats))
    return {"headline": headline, "who": who, "instruction": _instruction(game, state, seat)}


def _instruction(game, state, seat) -> Message:
    step = state.step
    actor = None if state.actor is None else state.name(state.actor)
    target = None if state.target is None else state.name(state.target)
    if step == "deal":
        return Message(INSTRUCTIONS["deal"])
    if step == "reveal":
        return Message(INSTRUCTIONS["reveal"], turn=state.round, deck=state.current_deck())
    if step == "bid":
        round_number = 1 if state.bids[state.actor] is None else 2
        return Message(INSTRUCTIONS["bid"], seat=actor, round=round_number)
    if step == "claim":
        return Message(INSTRUCTIONS["claim"], seat=actor, place=state.tracker.index(state.actor) + 1)
    if step == "look" and seat is not None and state.target is not None and seat == state.seats[state.target]:
        return Message(INSTRUCTIONS["look_target"], seat=actor)
    if step == "look" and state.order and state.order[0] is None:
        return Message(INSTRUCTIONS["look_at_table"], seat=actor, target=target)
    if step in INSTRUCTIONS:
        return Message(INSTRUCTIONS[step], seat=actor, target=target)
    return Message(STEP_TEXT[step])


def board_base(game, translations):
    """Return the printed bid tracker in a language: the live board's background."""
    return tracker_page(_kit_context(game.tables, translations))


def board_pieces(game, state, translations):
    """Return the players' markers on the tracker: this auction's bids so far, else the last auction's ranking."""
    if state.step == "bid":
        bidders = [seat for seat in state.bid_order if state.bids[seat] is not None]
        ranking = [(state.seats[s], state.bids[s]) for s in rank_bids(state.bids, bidders)]
    else:
        ranking = [(state.seats[s], state.last_bids[s]) for s in state.tracker]
    return draw_tracker_bids(_kit_context(game.tables, translations), ranking)


def _kit_context(tables, translations) -> KitContext:
    """Return the print kit's drawing context for a rules file and language, made once."""
    return kit_context(tables, translations, make_theme)


def controls(game, state, seat: str | None, translations) -> dict:
    """Return what the seat's phone offers now: the amounts, cards, players or face-down cards to pick from."""
    t, step = game.tables, state.step
    own, data = seat_controls(state, state.seats, seat)
    names = card_names(game, translations) if data["acts"] and step == "look" else {}
    acts = data["acts"]
    data |= {
        "seats": {name: render(side_name(game, name), translations) for name in state.seats},
        "table": [
            {
                "reward": t.reward_ids[card],
                "vp": t.reward_vp[card],
                "intrigue": t.reward_intrigue[card],
                "effect": render(t.effect_names[t.reward_effect[card]], translations),
                "tile": None
                if card not in state.table_tiles
                else render(t.tile_labels[state.table_tiles[card]], translations),
            }
            for card in state.table
        ],
        "amounts": list(moves.bid_amounts(state, own)) if acts and step == "bid" else [],
        "targets": [
            state.seats[s] for s in range(state.players) if acts and step == "peek" and state.can_target(own, s)
        ],
        "face_down": len(state.order) if acts and step == "look" else 0,
        "seen_entry": [{"card": kind, "text": names[kind]} for kind in state.seen_kinds(own)]
        if acts and step == "look" and state.order[0] is None
        else [],
        "discards": sorted(set(state.loyalty[own])) if acts and step == "discard" else [],
        "drawn": _secret_choices(t, state.drawn) if acts and step == "keep_secret" else [],
        "loyalty_entry": _loyalty_entry(state, translations) if acts and step == "enter_loyalty" else None,
        "entries": None
        if step != "enter_loyalty"
        else entry_progress(
            {name: side_name(game, name) for name in state.seats},
            seats_entered(state.seats, state.entered),
            translations,
            False,
        ),
        "secret_entry": _secret_entry(state, own, translations) if acts and step == "enter_secrets" else None,
        "accuse": [*(s for s in state.seats if s != seat), NOBODY] if acts and step == "accuse" else [],
        "entry": _reveal_entry(state, translations) if data["chance"] and step == "reveal" else None,
    }
    return data


def _reveal_entry(state, translations) -> dict:
    """Return what a phone offers to enter the Rewards and tiles drawn at the table: the deck's cards, and the
    tiles left by kind (tiles of a kind are alike: a tap takes the kind's next one)."""
    t = state.t
    deck = state.current_deck()
    kinds: dict[str, list[int]] = {}
    for tile in sorted(state.tile_pool):
        kinds.setdefault(t.tile_ids[tile].rsplit("-", 1)[0], []).append(tile)
    return {
        "printed": entry_values(t, "reward"),
        "rewards": [t.reward_ids[card] for card in sorted(state.decks[deck])],
        "count": state.players - 1,
        "tiles": [
            {
                "kind": kind,
                "tiles": [t.tile_ids[tile] for tile in tiles],
                "text": render(t.tile_labels[tiles[0]], translations),
            }
            for kind, tiles in kinds.items()
        ],
        "tile_count": min(t.rules.tiles_per_turn, len(state.tile_pool)),
    }


def _secret_choices(t, cards) -> list[dict]:
    """Return the Secret cards drawn by kind: copies of a kind are one choice, with how many were drawn."""
    kinds: dict[str, dict] = {}
    for card in cards:
        kind = t.secret_kind[card]
        if kind in kinds:
            kinds[kind]["copies"] += 1
        else:
            kinds[kind] = {"secret": t.secret_ids[card], "kind": kind, "copies": 1} | _secret_worth(t, card)
    return list(kinds.values())


def _secret_worth(t, card: int) -> dict:
    return {"vp": t.secret_vp[card], "intrigue": t.secret_intrigue[card]}


def _loyalty_entry(state, translations) -> dict:
    """Return the printed Loyalty cards a player may enter as dealt: each kind, at most one Spy, two in all."""
    t = state.t
    return {
        "printed": entry_values(t, "loyalty"),  # a photo's cards, named as printed, in the entry's own values
        "count": t.rules.loyalty.per_player,
        "cards": [
            {"card": kind, "text": render(t.loyal_text(kind), translations), "most": 1 if kind == SPY else 2}
            for kind in state.loyalty_kinds()
        ],
    }


def _secret_entry(state, own: int, translations) -> dict:
    """Return the Secret kinds the drawer may enter, as many of each as it may know are unaccounted for."""
    t = state.t
    open_ = state.secret_kinds_open(own)
    kinds = []
    for kind, most in open_.items():
        card = t.secret_kind.index(kind)
        kinds.append({"kind": kind, "text": render(t.secret_names[card], translations), "most": most})
        kinds[-1] |= _secret_worth(t, card)
    return {"count": state.secrets_due(), "kinds": kinds, "printed": entry_values(t, "secret")}
