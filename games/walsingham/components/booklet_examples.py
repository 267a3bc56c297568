"""The worked examples of Walsingham's rules booklet, computed by the game's own engine and scoring.

The auction is played on the rules engine (a WalsinghamState), so its log lines, the tracker and the
payments are the engine's; the endgame is scored by ``score_game``, as the referee scores it. Only the
bids and the players' holdings are chosen here; every result is computed.
"""

from __future__ import annotations

from engine.errors import PnpkitError
from engine.i18n import N_, Message, all_of
from games.walsingham.actions import Bid, Reveal
from games.walsingham.data import Tables
from games.walsingham.endgame import ITEM_TEXT, NO_SPY, accusation_order, outcome_reason, score_game, visible_intrigue
from games.walsingham.rules import WalsinghamState
from generator.booklet import Block, heading, para
from generator.context import KitContext

EXAMPLE_SEED = 16
# Each seat's first and second bid, red first (the first four, five or six are used).
FIRST_BIDS = (3, 0, 5, 0, 2, 1)
SECOND_BIDS = (6, 0, 5, 0, 2, 1)
# The endgame example: five players' holdings by their ids in the rules data (Purple holds the Spy).
HOLDINGS = {
    "loyalty": (("blue", "blue"), ("yellow", "blue"), ("spy", "yellow"), ("blue", "yellow"), ("blue", "yellow")),
    "kept": (("a01", "c02"), ("c05", "b03"), ("a04", "a12", "c12"), ("a11", "b11", "b10", "c11"), ("a02",)),
    "tiles": (("blue_vp1-1",), ("yellow_in2-1",), ("blue_in2-1",), ("yellow_vp2-1",), ()),
    "secrets": ((), ("informer-1",), ("cipher-1",), (), ("patent-1",)),
    "accusations": (2, 2, 0, 2, 0),  # seats: Purple, Purple, Red, Purple, Red
    "tracker": (0, 1, 2, 3, 4),  # the last turn's ranking, for ties in Intrigue
}


def worth(vp: int, intrigue: int):
    """Return what something is worth: "2 VP", "3 Intrigue", "1 VP and 1 Intrigue", or "nothing"."""
    parts = []
    if vp:
        parts.append(Message(N_("%(count)d VP"), count=vp))
    if intrigue:
        parts.append(Message(N_("%(count)d Intrigue"), count=intrigue))
    return all_of(parts) if parts else Message(N_("nothing"))


def example_blocks(ctx: KitContext) -> list[Block]:
    """Return both worked examples (each left out when edited rules data cannot hold it)."""
    return [*_auction_blocks(ctx), *_endgame_blocks(ctx.tables)]


def play_example_auction(tables: Tables) -> tuple[WalsinghamState, list[list[Message]]]:
    """Play the first turn's auction on the engine: the reveal, then each player's two bids.

    Return the state waiting for the first claim and the log lines: the reveal's, the first bids', the
    second bids' and the settlement's (the tracker and the payments).
    """
    state = WalsinghamState(tables, seed=EXAMPLE_SEED)
    state.apply_action(state.sampled_outcome()._replace(first=state.seats[0]))
    reveal = state.apply_action(Reveal())
    first, second = [], []
    for bids, lines in ((FIRST_BIDS, first), (SECOND_BIDS, second)):
        for _ in range(state.players):
            seat = state.actor
            lines += state.apply_action(Bid(state.seats[seat], bids[seat]))
    # The last bid's lines end with the settlement: split it off.
    settled = second[state.players :]
    return state, [reveal, first, second[: state.players], settled]


def _auction_blocks(ctx: KitContext) -> list[Block]:
    """The first turn's bids, the tracker and the payments, as the engine logs them."""
    tables = ctx.tables
    try:
        state, (reveal, first, second, settled) = play_example_auction(tables)
    except PnpkitError:  # edited data with too little money for these bids
        return []
    bids, tracker = state.last_bids, state.tracker
    names = tables.seat_names
    blocks = [
        heading(Message(N_("A worked example: an auction"))),
        para(
            Message(
                N_("A game of %(count)d, turn 1; %(seat)s bids first."), count=state.players, seat=names[state.start]
            )
        ),
        *(para(line, role="italic") for line in reveal),
        para(Message(N_("The first bids:")), role="semibold"),
        para(ctx.sentences(first)),
        para(Message(N_("The second bids:")), role="semibold"),
        para(ctx.sentences(second)),
        *(para(line, bullet="•") for line in settled),
    ]
    middle = [seat for seat in tracker[1:-1] if bids[seat] % 2]
    if middle:
        seat = middle[0]
        blocks.append(
            para(
                Message(
                    N_("%(seat)s is neither highest nor lowest, so pays half of £%(bid)d, rounded up: £%(paid)d."),
                    seat=names[seat],
                    bid=bids[seat],
                    paid=tables.rules.money.start - state.cash[seat],
                )
            )
        )
    zeros = [seat for seat in tracker if bids[seat] == 0]
    if len(zeros) > 1:
        blocks.append(
            para(
                Message(
                    N_("%(seats)s bid £0 alike; they rank in the order of their first bids: %(last)s is lowest."),
                    seats=all_of([names[seat] for seat in zeros]),
                    last=names[zeros[-1]],
                )
            )
        )
    blocks.append(
        para(
            Message(
                N_("%(seats)s then claim a Reward card each, in that order; %(last)s claims nothing."),
                seats=all_of([names[seat] for seat in state.claimers]),
                last=names[tracker[-1]],
            )
        )
    )
    money = [Message(N_("%(seat)s £%(cash)d"), seat=names[s], cash=state.cash[s]) for s in range(state.players)]
    blocks.append(para(Message(N_("Each player's money after the payments: %(list)s."), list=all_of(money))))
    return blocks


def _endgame_blocks(tables: Tables) -> list[Block]:
    """Five players' holdings at the end, the accusations, the reveal and the score of each, by score_game."""
    try:
        kept = [[tables.reward_index[name] for name in names] for names in HOLDINGS["kept"]]
        tiles = [[tables.tile_index[name] for name in names] for names in HOLDINGS["tiles"]]
        secrets = [[tables.secret_index[name] for name in names] for names in HOLDINGS["secrets"]]
    except KeyError:  # edited data without one of these cards
        return []
    loyalty = [list(hand) for hand in HOLDINGS["loyalty"]]
    accusations, tracker = list(HOLDINGS["accusations"]), list(HOLDINGS["tracker"])
    names = tables.seat_names
    seats = range(len(loyalty))
    visible = [visible_intrigue(tables, kept[s], tiles[s]) for s in seats]
    blocks = [
        heading(Message(N_("A worked example: the end of the game"))),
        para(Message(N_("Five players end with these cards and tiles face up (visible Intrigue in brackets):"))),
    ]
    for s in seats:
        held = [tables.reward_names[card] for card in kept[s]] + [tables.tile_labels[tile] for tile in tiles[s]]
        line = Message(
            N_("%(seat)s (%(intrigue)d): %(held)s."),
            seat=names[s],
            intrigue=visible[s],
            held=all_of(held) if held else Message(N_("nothing")),
        )
        blocks.append(para(line, bullet="•"))
    accused = [
        Message(N_("%(seat)s says there is no spy"), seat=names[s])
        if accusations[s] == NO_SPY
        else Message(N_("%(seat)s accuses %(target)s"), seat=names[s], target=names[accusations[s]])
        for s in accusation_order(visible, tracker)
    ]
    blocks.append(
        para(Message(N_("From the lowest visible Intrigue up (ties: the higher last bid later): %(list)s."),
                     list=all_of(accused)))
    )  # fmt: skip
    hands = [
        Message(N_("%(seat)s %(cards)s"), seat=names[s], cards=all_of([tables.loyalty_names[c] for c in loyalty[s]]))
        for s in seats
    ]
    shown = [
        Message(N_("%(seat)s %(cards)s"), seat=names[s], cards=all_of([tables.secret_names[c] for c in secrets[s]]))
        for s in seats
        if secrets[s]
    ]
    blocks.append(
        para(Message(N_("The reveal: Loyalty cards %(hands)s; Secret cards %(secrets)s."), hands=all_of(hands),
                     secrets=all_of(shown)))
    )  # fmt: skip
    result = score_game(tables, loyalty, kept, tiles, secrets, accusations, tracker)
    spy = result["spy"]
    if spy is not None:
        right = Message(
            N_("So %(seat)s is the Spy, and %(count)d accusers were right: %(names)s."),
            seat=names[spy],
            count=len(result["correct"]),
            names=all_of([names[s] for s in result["correct"]]),
        )
        blocks.append(para(right))
    blocks += _score_blocks(tables, result)
    return blocks


def _score_blocks(tables: Tables, result: dict) -> list[Block]:
    """Each player's score line by line, and who wins, from a ``score_game`` result."""
    names = tables.seat_names
    blocks = []
    for seat, row in enumerate(result["rows"]):
        items = [
            Message(N_("%(item)s (%(value)s)"), item=Message(ITEM_TEXT[key]), value=worth(vp, intrigue))
            for key, vp, intrigue in row["items"]
        ]
        line = Message(
            N_("%(seat)s: %(items)s; in all %(vp)d VP and %(intrigue)d Intrigue."),
            seat=names[seat],
            items=all_of(items),
            vp=row["vp"],
            intrigue=row["intrigue"],
        )
        blocks.append(para(line, bullet="•"))
    bonus = result["bonus_to"]
    if bonus is not None:
        share = next(vp for key, vp, _ in result["rows"][bonus]["items"] if key == "intrigue_bonus")
        blocks.append(
            para(
                Message(
                    N_(
                        "The Spy ends without the most Intrigue, so is thwarted: %(seat)s, with the most Intrigue "
                        "of the others (%(intrigue)d), gains %(vp)d VP for it."
                    ),
                    seat=names[bonus],
                    intrigue=result["rows"][bonus]["intrigue"],
                    vp=share,
                )
            )
        )
    blocks.append(para(outcome_reason(result, names), role="semibold"))
    return blocks
