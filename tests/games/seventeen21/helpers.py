"""Setting up 17(21) battles for tests the way a table would: every draw entered from named cards.

Unit cards are named by their printed codes (L1-L24 line, G1-G8 elite, J1-J12 light, A1-A12
artillery, H1-H12 horse, U1-U12 hussars, D1-D12 dragoons); terrain by kind; doctrines by id.
``battle`` plays the whole set-up with entered draws and returns the state at the first turn.
"""

from __future__ import annotations

from games import get_game
from tests.helpers import act, refused, rendered

GAME = get_game("17-21")
T = GAME.tables
N, S = "north", "south"
WINGS = ("left", "centre", "right")

__all__ = ["GAME", "N", "S", "T", "act", "battle", "c", "cs", "doctrine", "move", "refused", "rendered", "terrain"]


def c(code: str) -> int:
    """Return a unit card's number from its printed code."""
    return T.code.index(code)


def cs(*codes: str) -> list[int]:
    """Return unit card numbers from their codes."""
    return [c(code) for code in codes]


def doctrine(ident: str) -> int:
    """Return a doctrine's number from its id."""
    return [d.id for d in T.rules.doctrines].index(ident)


def terrain(kind: str, nth: int = 0) -> int:
    """Return the number of the nth terrain card of a kind."""
    return [card for card, k in enumerate(T.terrain_kind) if k == kind][nth]


def _terrain_cards(kinds) -> list[int]:
    used: dict[str, int] = {}
    cards = []
    for kind in kinds:
        nth = used.get(kind, 0)
        # The first two difficult going are set aside: reveal the third.
        if kind == T.rules.setup.set_aside_terrain:
            nth += T.rules.setup.set_aside
        cards.append(terrain(kind, nth))
        used[kind] = used.get(kind, 0) + 1
    return cards


def battle(
    *,
    north: dict,
    south: dict,
    north_reserve=(),
    south_reserve=(),
    wings=("plains", "hamlet", "woods"),
    weather=("L18",),
    north_doctrines=("platoon_fire", "cadenced_step", "pandour_screen"),
    south_doctrines=("grand_battery", "seydlitz_charge", "magazine_supply"),
    first=N,
    options=None,
    seed=0,
    swap=None,
    deck=(),
):
    """Return a state at the first turn, after a set-up with every draw entered.

    ``north``/``south`` map wing -> unit codes deployed there; the reserves are the rest of each
    army, filled up to 14 with cards no one else uses; ``weather`` the codes of the weather cards;
    ``deck`` codes that must stay in the battle deck.
    """
    state = GAME.new_initial_state(seed=seed, options=options)
    act(GAME, state, do="reveal_terrain", cards=_terrain_cards(wings))
    placed = {N: north, S: south}
    reserves = {N: list(north_reserve), S: list(south_reserve)}
    busy = {code for side in placed.values() for codes in side.values() for code in codes}
    busy |= {code for reserve in reserves.values() for code in reserve} | set(weather) | set(deck)
    spare = [code for code in T.code if code not in busy]
    armies, discards = {}, {}
    for seat in (N, S):
        army = [code for codes in placed[seat].values() for code in codes] + reserves[seat]
        while len(army) < 14:
            army.append(spare.pop())
        discards[seat] = [spare.pop() for _ in range(6)]
        armies[seat] = army
    act(GAME, state, do="deal", north=cs(*armies[N], *discards[N]), south=cs(*armies[S], *discards[S]))
    act(GAME, state, do="discard", seat=N, cards=cs(*discards[N]))
    act(GAME, state, do="discard", seat=S, cards=cs(*discards[S]))
    for code in weather:
        act(GAME, state, do="weather", card=c(code))
    kept = {N: [doctrine(d) for d in north_doctrines], S: [doctrine(d) for d in south_doctrines]}
    others = [d for d in state.doctrine_deck if d not in kept[N] + kept[S]]
    act(GAME, state, do="deal_doctrines", north=kept[N] + others[:2], south=kept[S] + others[2:4])
    act(GAME, state, do="keep_doctrines", seat=N, cards=kept[N])
    act(GAME, state, do="keep_doctrines", seat=S, cards=kept[S])
    for seat in (N, S):
        act(GAME, state, do="place", seat=seat, **{wing: cs(*placed[seat].get(wing, ())) for wing in WINGS})
    if state.step == "draw_terrain":
        act(GAME, state, do="draw_terrain", card=swap if swap is not None else state.terrain_deck[0])
        act(GAME, state, do="swap_terrain", seat=("north", "south")[state.swapper])
    seat = (N, S)[state.decider] if state.decider is not None else N
    act(GAME, state, do="choose_first", seat=seat, first=first)
    return state


def move(state, cards, where: list) -> None:
    """Move unit cards from wherever they are to the end of a list of the state (keeps every card accounted for)."""
    places = [state.deck, state.discard, *state.hands, *state.boxed, *state.routs]
    places += [wing for side in state.field for wing in side]
    for card in cards:
        for place in places:
            if card in place:
                place.remove(card)
                break
        where.append(card)
