"""Refusals that reveal nothing: a refused entry is worded only in what the asking seat may know.

A phone that sends an action is told why it was refused. If that answer named a card by the hidden
pile that holds it, refused entries would read another seat's hand without anything being stored. So
the rules check what the asker may know first (its own cards, public piles), and a card whose place
it cannot know gets the same answer whichever hidden pile holds it. A game says which places a seat
may know with ``RulesState.is_place_known``; the default, nothing, is always safe.
"""

from __future__ import annotations

from collections import Counter

from engine.errors import illegal
from engine.i18n import N_, Message, all_of


def refuse_cards_not_in(state, cards, source, source_name: str) -> None:
    """Raise unless every card is in ``source``, naming a card only where the asker may know it is not there.

    A card the asker knows to be elsewhere is named alone (the first such card entered). Otherwise every
    entered card whose place the asker cannot know is named together, whether or not it is in the source,
    so the answer is the same whichever of them a hidden pile holds.
    """
    # A deck may hold copies of a card: a card entered more often than the source holds it is missing too.
    left = Counter(source)
    left.subtract(cards)
    missing = [card for card in cards if left[card] < 0]
    if not missing:
        return
    asker = state.asker
    for card in missing:
        if state.is_place_known(card, asker):
            raise illegal(
                N_("The %(card)s is not in %(source)s."), card=state.card_label(card), source=Message(source_name)
            )
    unknown = [card for card in cards if not state.is_place_known(card, asker)]
    if len(unknown) == 1:
        raise illegal(
            N_("The %(card)s is not in %(source)s."), card=state.card_label(unknown[0]), source=Message(source_name)
        )
    raise illegal(
        N_("These cards cannot all be in %(source)s: %(cards)s."),
        source=Message(source_name),
        cards=all_of(state.card_label(card) for card in unknown),
    )
