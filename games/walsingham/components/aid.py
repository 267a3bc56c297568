"""Walsingham's player aid: a turn, the payment rule and the endgame's scoring, figures from the rules data.

Two aids to a page, cut apart on the dashed line; the text takes the largest body size at which it fits.
"""

from __future__ import annotations

from engine.i18n import N_, Message
from games.walsingham.data import text
from generator.context import KitContext
from generator.flow import Flow, largest_body
from generator.geometry import Drawing, Style
from generator.marks import is_reconstructed, reconstructed_mark
from generator.sketch import Sketch

AID_WIDTH, AID_HEIGHT = 188.0, 124.0
INSET = 4.0
COLUMN_GAP = 6.0
BODY, SMALLEST_BODY = 10.0, 5.5


def aid_pages(ctx: KitContext) -> tuple[Drawing, ...]:
    """Draw the aids, two to a page, one for each player the game can have."""
    aid = player_aid(ctx)
    count = ctx.tables.rules.players.max
    pages = []
    for first in range(0, count, 2):
        sketch = Sketch(f"aids-{first // 2 + 1}", AID_WIDTH, 2 * AID_HEIGHT + 4)
        sketch.place(aid, 0, 0)
        sketch.place(aid, 0, AID_HEIGHT + 4)
        sketch.line(
            0, AID_HEIGHT + 2, AID_WIDTH, AID_HEIGHT + 2, Style(stroke=ctx.theme.muted, width=0.2, dash=(2.0, 1.5))
        )
        pages.append(sketch.finish())
    return tuple(pages)


def player_aid(ctx: KitContext) -> Drawing:
    """Draw one aid, its text at the largest body size at which it all fits."""
    inner = largest_body(lambda body: _aid_text(ctx, body), BODY, SMALLEST_BODY).finish()
    sketch = Sketch("player-aid", AID_WIDTH, AID_HEIGHT)
    sketch.rect(0, 0, AID_WIDTH, AID_HEIGHT, Style(stroke=ctx.theme.muted, width=0.3), radius=3)
    sketch.place(inner, INSET, INSET)
    return sketch.finish()


def _aid_text(ctx: KitContext, body: float) -> Sketch:
    theme, rules = ctx.theme, ctx.tables.rules
    width, height = AID_WIDTH - 2 * INSET, AID_HEIGHT - 2 * INSET
    column = (width - COLUMN_GAP) / 2
    inner = Sketch("player-aid-text", width, height)
    title = Message(N_("%(title)s: player aid"), title=text(rules.title))
    inner.text(ctx.say(title), (0, 0, width, 7), "bold", 12, min_size=8)
    left = Sketch("aid-left", column, height - 9)
    flow = Flow(left, ctx.say, 0, column, height - 9, body=body, smallest=body)
    flow.heading(Message(N_("A turn")), theme.ink, size=body * 1.25)
    for number, line in enumerate(turn_lines(rules), 1):
        flow.para(line, bullet=f"{number}.")
    flow.heading(Message(N_("Paying for bids")), theme.ink, size=body * 1.25)
    for line in payment_lines(rules):
        flow.para(line, bullet="•")
    right = Sketch("aid-right", column, height - 9)
    flow = Flow(right, ctx.say, 0, column, height - 9, body=body, smallest=body)
    flow.heading(Message(N_("The end of the game")), theme.ink, size=body * 1.25)
    for number, line in enumerate(endgame_lines(rules), 1):
        if "mission" in line.params and is_reconstructed(rules.mission):
            _marked_step(flow, line, number, theme.muted)
        else:
            flow.para(line, bullet=f"{number}.")
    inner.place(left.finish(), 0, 9)
    inner.place(right.finish(), column + COLUMN_GAP, 9)
    return inner


def _marked_step(flow: Flow, line: Message, number: int, colour: str) -> None:
    """Write a numbered step with the reconstructed mark between its number and its text."""
    size = flow.body * 0.32
    flow.sketch.text(f"{number}.", (0, flow.y, 5, 5), "bold", flow.body, wrap=False)
    flow.sketch.add(reconstructed_mark(5 + size / 2, flow.y + flow.body * 0.19, size, colour))
    flow.para(line, indent=6 + size)


def turn_lines(rules) -> list[Message]:
    """Return the steps of a turn, as the aid states them."""
    return [
        Message(
            N_(
                "Reveal one Reward card per player but one from the topmost deck, and a tile on each of the "
                "first %(tiles)d."
            ),
            tiles=rules.tiles_per_turn,
        ),
        Message(
            N_(
                "Bid twice each, clockwise from the last turn's highest bidder. First bid: any amount nobody has "
                "bid (£0 always). Second bid: keep it, or bid more than everyone else. Never more than you have."
            )
        ),
        Message(N_("Place the markers on the tracker, highest first; tied £0 bids rank in bidding order.")),
        Message(
            N_(
                "Pay, then claim one Reward each in tracker order. Carry out its instruction; keep it face up if "
                "it shows Intrigue or VP, otherwise discard it."
            )
        ),
        Message(
            N_("When deck %(first)s and later deck %(second)s run out, everyone receives £%(stipend)d."),
            first=rules.money.stipend_decks[0],
            second=rules.money.stipend_decks[-1],
            stipend=rules.money.stipend,
        ),
    ]


def payment_lines(rules) -> list[Message]:
    """Return the payment rule, as the aid states it."""
    return [
        Message(N_("Highest bid: pays it in full.")),
        Message(
            N_("Lowest bid: pays nothing, receives £%(amount)d, no reward."), amount=rules.money.lowest_bidder_gets
        ),
        Message(N_("Everyone else: pays half the bid, rounded up (£7 pays £4).")),
    ]


def endgame_lines(rules) -> list[Message]:
    """Return the endgame's steps and scoring, as the aid states them."""
    end = rules.endgame
    return [
        Message(N_("Count your visible Intrigue (not Secrets). Ties: the higher last bid counts as more.")),
        Message(N_('From the lowest visible Intrigue up, each player accuses another player, or says "no spy".')),
        Message(
            N_("Everyone reveals their Loyalty and Secret cards. Holding the Triple Agent means you are not the Spy.")
        ),
        Message(
            N_("The Spy loses %(vp)d VP and %(intrigue)d Intrigue for each correct accusation."),
            vp=end.spy_penalty_vp,
            intrigue=end.spy_penalty_intrigue,
        ),
        Message(N_("If the Spy still has more Intrigue than anyone else, Secrets included, the Spy wins.")),
        Message(
            N_(
                "Otherwise: %(accuser)d VP for each correct accuser; the player with the most Intrigue (not the "
                "Spy) gains %(numerator)d/%(denominator)d of it as VP, rounded down. With no Spy, correct "
                '"no spy" calls earn the %(accuser)d VP and nobody gains the Intrigue bonus.'
            ),
            accuser=end.accuser_vp,
            numerator=end.intrigue_bonus.numerator,
            denominator=end.intrigue_bonus.denominator,
        ),
        Message(N_("Loyalty mission, %(vp)d VP: %(mission)s"), vp=rules.mission.vp, mission=text(rules.mission.text)),
        Message(N_("The most VP wins; a tie shares the win.")),
    ]
