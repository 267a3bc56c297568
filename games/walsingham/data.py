"""Walsingham's rules data: loading it, and the lookup tables the rules engine runs on.

Reward cards, Secret cards and tiles are numbered once here (ints index tuples on the hot paths);
their names (``a07``, ``cipher-3``, ``blue_vp1-2``) are what actions and JSON carry.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

from engine.i18n import N_, Message
from engine.rulesdata import rules_loader, tables_cache
from games.walsingham.schema import DECKS, WalsinghamRules, check_rules

RULES_PATH = Path(__file__).with_name("rules.yaml")
TEXT_CONTEXT = "walsingham"
SPY = "spy"
TRIPLE_AGENT = "triple_agent"

load = rules_loader(RULES_PATH, WalsinghamRules, check_rules)
# text(msgid): a text of the rules data as a translatable message, in this game's context.
text = functools.partial(Message, context=TEXT_CONTEXT)


def pounds(amount: int) -> Message:
    """Return an amount of money as printed and shown ("£5"; a language may put the sign after it)."""
    return Message(N_("£%(amount)d"), amount=amount)


@dataclass(frozen=True)
class Tables:
    """Everything the rules engine reads, derived from one WalsinghamRules."""

    rules: WalsinghamRules
    seats: tuple[str, ...]
    seat_names: tuple[Message, ...]
    loyal_colours: tuple[str, ...]
    loyalty_names: dict[str, Message]  # blue, yellow, spy, triple_agent -> name
    reward_ids: tuple[str, ...]
    reward_index: dict[str, int]
    reward_names: tuple[Message, ...]
    reward_vp: tuple[int, ...]
    reward_intrigue: tuple[int, ...]
    reward_effect: tuple[str, ...]
    reward_deck: tuple[str, ...]
    reward_players: tuple[int, ...]
    secret_ids: tuple[str, ...]
    secret_index: dict[str, int]
    secret_names: tuple[Message, ...]
    secret_vp: tuple[int, ...]
    secret_intrigue: tuple[int, ...]
    secret_kind: tuple[str, ...]  # each copy's kind (copies of a kind are alike: the printed cards are entered by kind)
    secret_copies: dict[str, int]  # kind -> how many copies the deck has
    tile_ids: tuple[str, ...]
    tile_index: dict[str, int]
    tile_colour: tuple[str, ...]
    tile_vp: tuple[int, ...]
    tile_intrigue: tuple[int, ...]
    tile_labels: tuple[Message, ...]
    effect_names: dict[str, Message]
    turns_per_deck: int
    halves: tuple[tuple[str, str, int, int], ...]  # each document: (first half, second half, VP, Intrigue of a whole)
    cache: dict = field(default_factory=dict, repr=False, compare=False)  # the companion's drawings, per language

    def decks_for(self, players: int) -> dict[str, tuple[int, ...]]:
        """Return each deck's Reward cards (numbers, in data order) used with this many players."""
        key = ("decks", players)
        decks = self.cache.get(key)
        if decks is None:
            decks = self.cache[key] = self._decks_for(players)
        return decks

    def _decks_for(self, players: int) -> dict[str, tuple[int, ...]]:
        return {
            deck: tuple(
                card
                for card in range(len(self.reward_ids))
                if self.reward_deck[card] == deck and self.reward_players[card] <= players
            )
            for deck in DECKS
        }

    def loyal_text(self, kind: str) -> Message:
        """Return a Loyalty card's translatable name."""
        return self.loyalty_names[kind]


def _numbered(kinds) -> list[tuple[str, object]]:
    """Return (instance id, kind) for every copy of every kind: ``cipher-1``, ``cipher-2``..."""
    return [(f"{kind.id}-{number}", kind) for kind in kinds for number in range(1, kind.count + 1)]


def compile_tables(rules: WalsinghamRules) -> Tables:
    """Compile the lookup tables of a validated rules file."""
    rewards = rules.rewards
    secrets = _numbered(rules.secrets)
    tiles = _numbered(rules.tiles)
    loyalty_names = {colour: text(spec.name) for colour, spec in rules.loyalty.colours.items()}
    loyalty_names[SPY] = text(rules.loyalty.spy.name)
    loyalty_names[TRIPLE_AGENT] = text(rules.loyalty.triple_agent.name)
    return Tables(
        rules=rules,
        seats=tuple(rules.seats),
        seat_names=tuple(text(spec.name) for spec in rules.seats.values()),
        loyal_colours=tuple(rules.loyalty.colours),
        loyalty_names=loyalty_names,
        reward_ids=tuple(card.id for card in rewards),
        reward_index={card.id: index for index, card in enumerate(rewards)},
        reward_names=tuple(text(card.name) for card in rewards),
        reward_vp=tuple(card.vp for card in rewards),
        reward_intrigue=tuple(card.intrigue for card in rewards),
        reward_effect=tuple(card.effect for card in rewards),
        reward_deck=tuple(card.deck for card in rewards),
        reward_players=tuple(card.players for card in rewards),
        secret_ids=tuple(name for name, _ in secrets),
        secret_index={name: index for index, (name, _) in enumerate(secrets)},
        secret_names=tuple(text(kind.name) for _, kind in secrets),
        secret_vp=tuple(kind.vp for _, kind in secrets),
        secret_intrigue=tuple(kind.intrigue for _, kind in secrets),
        secret_kind=tuple(kind.id for _, kind in secrets),
        secret_copies={kind.id: kind.count for kind in rules.secrets},
        tile_ids=tuple(name for name, _ in tiles),
        tile_index={name: index for index, (name, _) in enumerate(tiles)},
        tile_colour=tuple(kind.colour for _, kind in tiles),
        tile_vp=tuple(kind.vp for _, kind in tiles),
        tile_intrigue=tuple(kind.intrigue for _, kind in tiles),
        tile_labels=tuple(_tile_label(rules, kind) for _, kind in tiles),
        effect_names={effect: text(spec.name) for effect, spec in rules.effects.items()},
        turns_per_deck=rules.turns // len(DECKS),
        halves=tuple((half.first, half.second, half.vp, half.intrigue) for half in rules.halves.values()),
    )


def _tile_label(rules: WalsinghamRules, kind) -> Message:
    """A tile's name in a sentence: its colour and what it is worth."""
    if kind.vp:
        value = Message(N_("%(count)d VP"), count=kind.vp)
    else:
        value = Message(N_("%(count)d Intrigue"), count=kind.intrigue)
    return Message(N_("a %(tile)s worth %(value)s"), tile=text(rules.loyalty.colours[kind.colour].tile), value=value)


tables_for = tables_cache(load, compile_tables)
