"""The standard 54-card French deck as small integers, with paired parse and format.

A card is an ``int`` from 0 to 53 so that hands, decks and tricks stay plain lists in the hot
paths of every game. ``card = suit * 13 + (rank - 1)`` for the 52 suited cards (rank 1 is the
Ace, 11 to 13 are Jack, Queen, King); 52 and 53 are the two jokers.
"""

from __future__ import annotations

from engine.errors import InvalidActionError
from engine.i18n import N_, Message, pN_

SUITS = ("C", "D", "H", "S")
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
SUIT_NAMES = {"C": N_("Clubs"), "D": N_("Diamonds"), "H": N_("Hearts"), "S": N_("Spades")}
SUIT_COLOURS = {"C": "black", "D": "red", "H": "red", "S": "black"}
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
RANK_NAMES = {"A": N_("Ace"), "J": N_("Jack"), "Q": N_("Queen"), "K": N_("King")}
# The letter printed in a card's corner differs by language (W, D, K in Polish; B, D, K in German).
INDEX_CONTEXT = "card index"
RANK_INDEXES = {
    "A": pN_("card index", "A"),
    "J": pN_("card index", "J"),
    "Q": pN_("card index", "Q"),
    "K": pN_("card index", "K"),
}
JOKERS = (52, 53)
DECK_SIZE = 54

_SYMBOL_TO_SUIT = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}
_RANK_ALIASES = {"T": "10", "1": "A"}


def make_card(rank: str, suit: str) -> int:
    """Return the card number of a rank ("A", "2" ... "10", "J", "Q", "K") and suit letter."""
    return SUITS.index(suit) * 13 + RANKS.index(rank)


def suit_of(card: int) -> str:
    """Return the suit letter of a suited card."""
    return SUITS[card // 13]


def rank_of(card: int) -> str:
    """Return the rank label of a suited card."""
    return RANKS[card % 13]


def rank_number(card: int) -> int:
    """Return 1 for an Ace up to 13 for a King."""
    return card % 13 + 1


def is_joker(card: int) -> bool:
    """Tell whether the card is one of the two jokers."""
    return card >= 52


def format_card(card: int) -> str:
    """Return the canonical short name of a card: "7H", "10S", "QD", "AC", "JK1"."""
    if is_joker(card):
        return f"JK{card - 51}"
    return RANKS[card % 13] + SUITS[card // 13]


def format_cards(cards) -> list[str]:
    """Return the short names of several cards."""
    return [format_card(card) for card in cards]


def parse_card(text: str) -> int:
    """Read a card from "7H", "10h", "TH", "7♥" or "JK1"; raise InvalidActionError otherwise."""
    if not isinstance(text, str):
        raise InvalidActionError(N_("A card must be written as text, such as 7H or QS."))
    card = _BY_NAME.get(text)  # the phones send canonical names: most cards are read here at once
    if card is not None:
        return card
    cleaned = text.strip().upper().replace(" ", "")
    if cleaned in ("JK1", "JK2"):
        return 51 + int(cleaned[2])
    if len(cleaned) >= 2:
        suit = _SYMBOL_TO_SUIT.get(cleaned[-1], cleaned[-1])
        rank = _RANK_ALIASES.get(cleaned[:-1], cleaned[:-1])
        if suit in SUITS and rank in RANKS:
            return make_card(rank, suit)
    raise InvalidActionError(N_("%(text)s is not a card; write cards like 7H, 10S or QD."), text=text)


def parse_cards(texts) -> list[int]:
    """Read a list of cards, refusing anything that is not a list."""
    if not isinstance(texts, list):
        raise InvalidActionError(N_('Cards must be given as a list, such as ["7H", "QS"].'))
    return [parse_card(text) for text in texts]


_BY_NAME = {format_card(card): card for card in range(DECK_SIZE)}
SUIT_INDEX = {suit: index for index, suit in enumerate(SUITS)}
# Lookup tables: the engine's inner loops index these instead of calling the functions above.
CARD_SUIT = tuple(SUITS[c // 13] if c < 52 else "" for c in range(DECK_SIZE))
CARD_RANK = tuple(c % 13 + 1 if c < 52 else 0 for c in range(DECK_SIZE))


def rank_index(rank: str) -> Message | str:
    """Return the corner index of a rank: a translatable letter for the Ace and the court cards, else the number."""
    return Message(RANK_INDEXES[rank], context=INDEX_CONTEXT) if rank in RANK_INDEXES else rank


def card_label(card: int):
    """Return a translatable name of a card, such as "7 of Hearts" or "Queen of Spades"."""
    if is_joker(card):
        return Message(N_("Joker"))
    rank = rank_of(card)
    rank_text = Message(RANK_NAMES[rank]) if rank in RANK_NAMES else rank
    return Message(N_("%(rank)s of %(suit)s"), rank=rank_text, suit=Message(SUIT_NAMES[suit_of(card)]))
