"""Civil Suits' rules data: loading it, and the lookup tables the rules engine runs on.

The tables are compiled once from the validated rules.yaml, so the state's hot paths index
tuples by card number (engine.cards: 0-51 suited, 52 and 53 the Minions) instead of walking
the data model.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

from engine.cards import CARD_SUIT, DECK_SIZE, JOKERS, RANKS, SUIT_NAMES, SUITS, card_label, make_card
from engine.i18n import N_, Message
from engine.rulesdata import rules_loader, tables_cache
from games.civil_suits.schema import POWERS, CivilSuitsRules, check_rules

RULES_PATH = Path(__file__).with_name("rules.yaml")
TEXT_CONTEXT = "civil_suits"
SEATS = ("north", "east", "south", "west")
SEAT_INDEX = {name: index for index, name in enumerate(SEATS)}
MINION = "M"  # the Minions' "suit" in the tables: they belong to no suit
PASS_OFFSETS = {"left": 1, "right": 3, "across": 2}

load = rules_loader(RULES_PATH, CivilSuitsRules, check_rules)
# text(msgid): a text of the rules data as a translatable message, in this game's context.
text = functools.partial(Message, context=TEXT_CONTEXT)


def suit_name(suit: str) -> Message:
    """Return the translatable name of a suit (H, S, D or C)."""
    return Message(SUIT_NAMES[suit])


@dataclass(frozen=True)
class Tables:
    """Everything the rules engine reads, derived from one CivilSuitsRules."""

    rules: CivilSuitsRules
    seat_names: tuple[Message, ...]
    first_dealer: int
    suit: tuple[str, ...]  # per card: its suit letter, or MINION
    strength: tuple[int, ...]  # per card: 1 for the weakest rank ... 13, and 14 for a Minion
    champion: tuple[bool, ...]  # per card: may be a Challenger and use powers
    powers: tuple[tuple[int, int, int] | None, ...]  # per card: (intel, might, magic) of a Champion
    champion_cards: tuple[int, ...]
    power_names: dict[str, Message]
    colour_of: dict[str, str]  # suit -> colour id
    demerits: dict[str, tuple[int, ...]]  # civil suit -> demerits per card before the moon rules
    suit_cards: dict[str, frozenset]  # suit -> its 13 cards
    card_labels: tuple[Message, ...] = field(repr=False)
    cache: dict = field(default_factory=dict, repr=False, compare=False)

    def dealt_sizes(self, dealer: int) -> tuple[int, ...]:
        """Return how many cards each seat is dealt: one at a time from the dealer's left, all 54."""
        sizes = [0, 0, 0, 0]
        for index in range(DECK_SIZE):
            sizes[(dealer + 1 + index) % 4] += 1
        return tuple(sizes)

    def pass_counts(self, round_number: int, dealer: int) -> tuple[int, ...]:
        """Return how many cards each seat passes in a round (0 for a seat that passes none)."""
        key = ("pass counts", round_number, dealer)
        counts = self.cache.get(key)
        if counts is None:
            given = {giver: count for giver, _, count in self.pass_plan(round_number, dealer)}
            counts = self.cache[key] = tuple(given.get(seat, 0) for seat in range(4))
        return counts

    def pass_plan(self, round_number: int, dealer: int) -> tuple[tuple[int, int, int], ...]:
        """Return the round's passes as (giver, receiver, count), by the rules data's passing entries."""
        key = ("pass plan", round_number, dealer)
        plan = self.cache.get(key)
        if plan is not None:
            return plan
        rules = self.rules.passing
        entry = rules.rounds[(round_number - 1) % len(rules.rounds)]
        sizes = self.dealt_sizes(dealer)
        passes = []
        for giver in range(4):
            if entry.to == "nearest_short":
                if sizes[giver] != 14:
                    continue
                # The nearest seat dealt 13: look one seat away on each side, then two.
                for distance in (1, 3, 2):
                    receiver = (giver + distance) % 4
                    if sizes[receiver] == 13:
                        break
                passes.append((giver, receiver, entry.count))
            else:
                receiver = (giver + PASS_OFFSETS[entry.to]) % 4
                passes.append((giver, receiver, rules.receive[sizes[receiver]]))
        plan = self.cache[key] = tuple(passes)
        return plan


def compile_tables(rules: CivilSuitsRules) -> Tables:
    """Compile the lookup tables of a validated rules file."""
    order = rules.deck.rank_order
    suit = tuple(CARD_SUIT[card] if card < 52 else MINION for card in range(DECK_SIZE))
    strength = tuple(order.index(RANKS[card % 13]) + 1 if card < 52 else 14 for card in range(DECK_SIZE))
    champion_ranks = set(rules.champions.ranks)
    champion = tuple(card < 52 and RANKS[card % 13] in champion_ranks for card in range(DECK_SIZE))
    powers = [None] * DECK_SIZE
    for name, values in rules.champions.cards.items():
        powers[make_card(name[:-1], name[-1])] = (values.intel, values.might, values.magic)
    colour_of = {s: colour for colour, spec in rules.deck.colours.items() for s in spec.suits}
    scoring = rules.scoring
    demerits = {}
    for civil in SUITS:
        row = []
        for card in range(DECK_SIZE):
            if card in JOKERS:
                row.append(scoring.minion)
            elif suit[card] == civil:
                row.append(scoring.civil_card)
            else:
                row.append(scoring.outside.get(RANKS[card % 13], 0))
        demerits[civil] = tuple(row)
    return Tables(
        rules=rules,
        seat_names=tuple(text(rules.seats[seat].name) for seat in SEATS),
        first_dealer=SEATS.index(rules.deal.first_dealer),
        suit=suit,
        strength=strength,
        champion=champion,
        powers=tuple(powers),
        champion_cards=tuple(card for card in range(DECK_SIZE) if champion[card]),
        power_names={power: text(rules.champions.powers[power].name) for power in POWERS},
        colour_of=colour_of,
        demerits=demerits,
        suit_cards={s: frozenset(card for card in range(52) if suit[card] == s) for s in SUITS},
        card_labels=tuple(_label(card) for card in range(DECK_SIZE)),
    )


def _label(card: int) -> Message:
    """A card's name; the jokers are this game's Minions."""
    if card in JOKERS:
        return Message(N_("Minion %(number)d"), number=card - 51)
    return card_label(card)


tables_for = tables_cache(load, compile_tables)
