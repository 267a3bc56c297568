"""Walsingham's rules on the engine: the game state, set-up and the turn's reveal; the auction, the
rewards' effects and the endgame are its mixins (auction.py, effects.py, endgame.py).

The state is mutable for speed: every handler checks the whole action first (raising
IllegalActionError and changing nothing), then applies it. Seats are 0 to n-1 inside (the first n
colours of the rules data, clockwise), their names at the edges; Reward cards, Secret cards and tiles
are numbers of the tables (data.py), Loyalty cards the names blue, yellow, spy and triple_agent.
"""

from __future__ import annotations

from collections import Counter

from engine.errors import InvalidActionError, illegal
from engine.i18n import N_, Message
from engine.rng import draw
from engine.state import RulesState
from games.walsingham import moves, views, worlds
from games.walsingham.actions import (
    Accuse,
    Bid,
    Claim,
    DealLoyalty,
    DiscardLoyalty,
    DrawSecrets,
    EnterLoyalty,
    EnterSecrets,
    KeepSecret,
    Look,
    Peek,
    Reveal,
    Shuffle,
)
from games.walsingham.auction import AuctionRules
from games.walsingham.data import SPY, Tables
from games.walsingham.effects import EffectRules
from games.walsingham.endgame import EndgameRules
from games.walsingham.entries import EntryRules
from games.walsingham.schema import DECKS
from games.walsingham.steps import CHANCE_STEPS, SIMULTANEOUS_STEPS, STEP_TEXT

ACTION_NAMES = {
    DealLoyalty: N_("dealing the Loyalty cards"),
    EnterLoyalty: N_("entering your Loyalty cards"),
    Reveal: N_("revealing the Reward cards"),
    Bid: N_("bidding"),
    Claim: N_("claiming a Reward card"),
    DrawSecrets: N_("drawing Secret cards"),
    EnterSecrets: N_("entering the Secret cards drawn"),
    KeepSecret: N_("keeping a Secret card"),
    Peek: N_("choosing whom to peek at"),
    Shuffle: N_("shuffling the peeked cards"),
    Look: N_("looking at a face-down card"),
    DiscardLoyalty: N_("discarding a Loyalty card"),
    Accuse: N_("accusing"),
}


def player_count(tables: Tables, options: dict) -> int:
    """Return the number of players the table options ask for (InvalidActionError for both at once)."""
    four, six = options["four_players"], options["six_players"]
    if four and six:
        raise InvalidActionError(N_("Choose four players or six players, not both."))
    return 4 if four else 6 if six else tables.rules.players.default


# The rule each step applies where no action of its own name says it (engine.state.RulesState.step_rules).
STEP_RULES = {"deal": "loyalty", "discard": "effect-triple_agent"}


class WalsinghamState(AuctionRules, EffectRules, EntryRules, EndgameRules, RulesState):
    """The whole state of one game of Walsingham."""

    views = views
    worlds = worlds
    step_rules = STEP_RULES
    action_names = ACTION_NAMES
    chance_steps = CHANCE_STEPS
    simultaneous_steps = SIMULTANEOUS_STEPS
    # Steps whose listing is what the acting seat may enter judged by what it knows (printed Secret cards): the
    # cards that lie at the table may still refuse one of them, in words that name nothing (entries.py).
    guessed_steps = frozenset({"enter_secrets"})
    step_text = STEP_TEXT

    def __init__(self, tables: Tables, seed: int = 0, options: dict | None = None, log: bool = True):
        super().__init__(tables, seed, options, log)
        n = self.players = player_count(tables, self.options)
        # The seats at this table in order (four to six colours); a plain attribute, read on every action.
        self.seats = self.seat_order = tables.seats[:n]
        money = tables.rules.money
        self.cash = [money.start] * n
        self.paid_out = money.start * n  # everything the supply paid to players
        self.paid_in = 0  # everything players paid to the supply
        self.loyalty: list[list[str]] = [[] for _ in range(n)]
        self.boxed: list[str] = []  # Loyalty cards returned to the box unseen
        self.entered: list[list[str]] = [[] for _ in range(n)]  # Loyalty cards dealt at the table, as entered so far
        self.triple_agent_taken: int | None = None  # who claimed the Triple Agent card
        self.decks = {deck: list(cards) for deck, cards in tables.decks_for(n).items()}  # copies of cached tuples
        self.tile_pool = list(range(len(tables.tile_ids)))
        self.secret_pool = list(range(len(tables.secret_ids)))  # unseen, shuffled: drawn at random
        self.secret_bottom: list[int] = []  # returned under the deck, drawn in this order after the pool
        self.secret_draws = ""  # "app" or "table" once a Secret draw was made: one deck, so one way for the game
        self.secrets: list[list[int]] = [[] for _ in range(n)]
        self.kept: list[list[int]] = [[] for _ in range(n)]  # Reward cards face up in front of a player
        self.tiles: list[list[int]] = [[] for _ in range(n)]
        self.discarded: list[int] = []  # claimed Reward cards without icons
        self.table: list[int] = []  # the turn's unclaimed Reward cards, in the order revealed
        self.table_tiles: dict[int, int] = {}  # Reward card -> the tile laid on it
        self.start = 0
        self.bids: list[int | None] = [None] * n
        self.auction: list[int] = []  # the seats still to bid, in order
        self.bid_order: list[int] = []  # the seats in the order of their first bids
        self.tracker: list[int] = []  # the seats ranked by bid, highest first
        self.last_bids: list[int] = [0] * n  # the last finished auction's bids
        self.claimers: list[int] = []  # the seats still to claim, in tracker order
        self.drawn: list[int] = []  # the Secret cards a player drew and has not yet chosen from
        self.target: int | None = None  # whose cards a Peek or Snoop looks at
        self.pile = ""  # "loyalty" or "secrets" while a Peek or Snoop is under way
        self.order: list = []  # the peeked cards face down, after the shuffle
        self.seen: list[list[tuple]] = [[] for _ in range(n)]  # per seat: (turn, target, pile, card) it saw
        self.peeks: list[tuple[int, int, int, str]] = []  # public: (turn, peeker, target, pile)
        self.stipends: list[str] = []  # the decks whose stipend has been paid
        self.accusers: list[int] = []  # the seats still to accuse, in order
        self.accusations: list[int | None] = [None] * n  # target seat, -1 for "no spy", None before
        self.scoring: dict | None = None

    # ----------------------------------------------------------------- who acts

    def seats_to_act(self) -> list[str]:
        """Return the seat that may act now (empty at a draw or at the end)."""
        if self.step == "over" or self.step in CHANCE_STEPS:
            return []
        if self.step == "enter_loyalty":
            return [self.seats[seat] for seat in range(self.players) if not self.entered[seat]]
        return [self.seats[self.actor]]

    def returns(self) -> dict[str, float]:
        """Return +1 for each winner and -1 for the others (0 each while the game goes on)."""
        if self.result is None:
            return dict.fromkeys(self.seats, 0.0)
        winners = self.result.winners
        return {seat: (1.0 if seat in winners else -1.0) for seat in self.seats}

    # The bots' hottest call, bound directly: see moves.legal_actions.
    legal_actions = moves.legal_actions

    def name(self, seat: int) -> Message:
        """Return a seat's translatable name."""
        return self.t.seat_names[seat]

    def seat_of(self, name: str) -> int:
        """Return the number of a seat at this table from its name; InvalidActionError otherwise."""
        try:
            return self.seats.index(name)
        except ValueError:
            raise InvalidActionError(N_("There is no player %(seat)s at this table."), seat=str(name)[:40]) from None

    def _expect(self, step: str, action) -> int:
        """Check that the action fits the current step and that its seat is the one to act; return the seat."""
        actor = self.actor
        if self.step == step and action.seat == self.seats[actor]:
            return actor  # the usual case, checked first: the bots' hottest path
        if self.step != step:
            raise self._does_not_fit(action)
        seat = self.seat_of(action.seat)
        if seat != self.actor:
            raise illegal(
                N_("It is not the turn of %(seat)s: the game is waiting for %(other)s."),
                seat=self.name(seat),
                other=self.name(self.actor),
            )
        return seat

    def spy(self) -> int | None:
        """Return the Spy: the holder of the Spy card unless they also hold the Triple Agent (None: no spy)."""
        for seat, cards in enumerate(self.loyalty):
            if SPY in cards and "triple_agent" not in cards:
                return seat
        return None

    def current_deck(self) -> str | None:
        """Return the topmost Reward deck that still holds cards (None when all are empty)."""
        for deck in DECKS:
            if self.decks[deck]:
                return deck
        return None

    # ----------------------------------------------------------------- chance

    def sampled_outcome(self):
        """Return the current chance node's action with its outcome drawn from the seed."""
        step = self.step
        if step == "deal":
            return self._sampled_deal()
        if step == "reveal":
            cards, tiles = self._sampled_reveal(self.current_deck())
            return Reveal(tuple(self.t.reward_ids[c] for c in cards), tuple(self.t.tile_ids[t] for t in tiles))
        if step == "draw_secrets":
            return DrawSecrets(tuple(self.t.secret_ids[c] for c in self._sampled_secrets()))
        if step == "shuffle":
            pile = self._peeked_pile()
            order = draw(self.seed, self.draws, pile, len(pile))
            return Shuffle(tuple(self._pile_name(card) for card in order))
        raise illegal(N_("Nothing is to be drawn now."))

    def _sampled_deal(self) -> DealLoyalty:
        hands, first, _ = self._sampled_hands()
        n = self.players
        return DealLoyalty(*hands, *([None] * (6 - n)), first=self.seats[first])

    def _sampled_hands(self) -> tuple[list[tuple[str, str]], int, str]:
        """Return the deal drawn from the seed: each seat's two Loyalty cards, who bids first, the boxed card."""
        n = self.players
        loyal = [colour for colour in self.t.loyal_colours for _ in range(n)]
        # One Loyal card goes back to the box unseen and the Spy comes in: 2n cards, all dealt.
        deck = draw(self.seed, self.draws, loyal, len(loyal))
        boxed = deck[0]
        deck = draw(self.seed, self.draws + 1_000_000, [*deck[1:], SPY], len(deck))
        hands = [(deck[2 * seat], deck[2 * seat + 1]) for seat in range(n)]
        return hands, self.sampled_first(), boxed

    def _sampled_reveal(self, deck: str) -> tuple[list[int], list[int]]:
        pool = self.decks[deck]
        cards = draw(self.seed, self.draws, pool, self.players - 1)[: self.players - 1]
        count = min(self.t.rules.tiles_per_turn, len(self.tile_pool))
        tiles = draw(self.seed, self.draws + 1_000_000, self.tile_pool, count)[:count]
        return cards, tiles

    def _sampled_secrets(self) -> list[int]:
        from_pool = min(3, len(self.secret_pool))
        cards = draw(self.seed, self.draws, self.secret_pool, from_pool)[:from_pool]
        return cards + self.secret_bottom[: 3 - from_pool]

    def resolve(self, action):
        """Return the action with any chance outcome it leaves open drawn from the seed (for logging)."""
        if type(action) in _OPEN and action == _OPEN[type(action)] and self.step in CHANCE_STEPS:
            return self.sampled_outcome()
        if type(action) is DealLoyalty and action.unseen and action.first is None and self.step == "deal":
            return action._replace(first=self.seats[self.sampled_first()])  # who bids first, at a table's deal
        return action

    def _deal(self, action: DealLoyalty, lines: list) -> None:
        if self.step != "deal":
            raise self._does_not_fit(action)
        if action.unseen:
            self._deal_at_table(action, lines)
            return
        # A deal drawn here needs no checking; an entered one does.
        hands, first, boxed = self._sampled_hands() if action == _OPEN[DealLoyalty] else self._entered_deal(action)
        self.boxed = [boxed]
        self.loyalty = [list(hand) for hand in hands]
        self.start = first
        self.draws += 1
        if lines is not None:
            lines.append(Message(N_("Each player was dealt two Loyalty cards in secret.")))
            lines.append(Message(N_("%(seat)s bids first."), seat=self.name(first)))
        self.step = "reveal"

    def _entered_deal(self, action: DealLoyalty) -> tuple[tuple, int, str]:
        """Check an entered deal; return the hands of the players at the table, who bids first, the boxed card."""
        n = self.players
        hands = action[:6]
        if any(hands[seat] is not None for seat in range(n, 6)):
            raise illegal(N_("Only the players at the table are dealt Loyalty cards."))
        if any(hands[seat] is None for seat in range(n)) or action.first is None:
            raise illegal(N_("Enter every player's two Loyalty cards and who bids first, or nothing."))
        counts = Counter(card for hand in hands[:n] for card in hand)
        loyal = sorted(counts[colour] for colour in self.t.loyal_colours)
        known = {*self.t.loyal_colours, SPY}
        if (
            any(len(hand) != 2 for hand in hands[:n])
            or set(counts) - known
            or counts[SPY] != 1
            or loyal != [n - 1, n] + [n] * (len(loyal) - 2)
        ):
            raise illegal(N_("The Loyalty deck holds the Spy and every Loyal card but one: two cards to each player."))
        boxed = next(colour for colour in self.t.loyal_colours if counts[colour] < n)
        return hands[:n], self.seat_of(action.first), boxed

    def _reveal(self, action: Reveal, lines: list) -> None:
        if self.step != "reveal":
            raise self._does_not_fit(action)
        t = self.t
        deck = self.current_deck()
        if action == _OPEN[Reveal]:
            cards, tiles = self._sampled_reveal(deck)
        else:
            cards = self._numbers(action.rewards, t.reward_index, N_("There is no Reward card %(name)s."))
            tiles = self._numbers(action.tiles or (), t.tile_index, N_("There is no reward tile %(name)s."))
            self._check_reveal(deck, cards, tiles)
        for card in cards:
            self.decks[deck].remove(card)
        for tile in tiles:
            self.tile_pool.remove(tile)
        self.table = list(cards)
        self.table_tiles = dict(zip(cards, tiles, strict=False))
        self.draws += 1
        if lines is not None:
            lines.append(
                Message(
                    N_("Turn %(turn)d: deck %(deck)s shows %(cards)s."),
                    turn=self.round,
                    deck=deck,
                    cards=[self.reward_label(card) for card in cards],
                )
            )
        self.start_auction()

    def _check_reveal(self, deck: str, cards: list[int], tiles: list[int]) -> None:
        """Refuse an entered reveal that is not the turn's cards from the topmost deck and its tiles."""
        if len(cards) != self.players - 1 or len(set(cards)) != len(cards):
            raise illegal(
                N_("Reveal %(count)d different Reward cards: one for every player but one."), count=self.players - 1
            )
        if any(card not in self.decks[deck] for card in cards):
            raise illegal(N_("The Reward cards must come from deck %(deck)s, the topmost one left."), deck=deck)
        count = min(self.t.rules.tiles_per_turn, len(self.tile_pool))
        if len(tiles) != count or len(set(tiles)) != count or any(tile not in self.tile_pool for tile in tiles):
            raise illegal(N_("Reveal %(count)d different tiles from the face-down stack."), count=count)

    def _numbers(self, names, index: dict, unknown: str) -> list[int]:
        """Return the numbers of named cards or tiles; InvalidActionError for a name not in the game."""
        if names is None:
            raise InvalidActionError(N_("Enter the cards drawn, or nothing to let the app draw."))
        numbers = []
        for name in names:
            number = index.get(name)
            if number is None:
                raise InvalidActionError(unknown, name=str(name)[:40])
            numbers.append(number)
        return numbers

    def reward_label(self, card: int) -> Message:
        """Return a Reward card's name with the tile laid on it, for log lines."""
        tile = self.table_tiles.get(card)
        name = self.t.reward_names[card]
        if tile is None:
            return name
        return Message(N_("%(card)s (with %(tile)s)"), card=name, tile=self.t.tile_labels[tile])

    def end_turn(self, lines: list) -> None:
        """Pay the stipends due, then start the next turn or the endgame."""
        money = self.t.rules.money
        for deck in money.stipend_decks:
            if not self.decks[deck] and deck not in self.stipends:
                self.stipends.append(deck)
                for seat in range(self.players):
                    self.cash[seat] += money.stipend
                self.paid_out += money.stipend * self.players
                if lines is not None:
                    lines.append(
                        Message(
                            N_("Deck %(deck)s is used up: every player receives a stipend of £%(amount)d."),
                            deck=deck,
                            amount=money.stipend,
                        )
                    )
        self.table_tiles = {}
        if self.round >= self.t.rules.turns:
            self.start_endgame(lines)
            return
        self.round += 1
        self.start = self.tracker[0]
        self.step = "reveal"
        self.actor = None


_OPEN = {DealLoyalty: DealLoyalty(), Reveal: Reveal(), DrawSecrets: DrawSecrets(), Shuffle: Shuffle()}
WalsinghamState.handlers = {
    DealLoyalty: WalsinghamState._deal,
    EnterLoyalty: WalsinghamState._enter_loyalty,
    Reveal: WalsinghamState._reveal,
    Bid: WalsinghamState._bid,
    Claim: WalsinghamState._claim,
    DrawSecrets: WalsinghamState._draw_secrets,
    EnterSecrets: WalsinghamState._enter_secrets,
    KeepSecret: WalsinghamState._keep_secret,
    Peek: WalsinghamState._peek,
    Shuffle: WalsinghamState._shuffle,
    Look: WalsinghamState._look,
    DiscardLoyalty: WalsinghamState._discard_loyalty,
    Accuse: WalsinghamState._accuse,
}
