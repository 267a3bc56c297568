"""Listing the legal actions of Civil Suits, for bots, tests and the companion's pickers.

Listings are ActionLists whose actions are built only when taken: a pass of four cards out of
fourteen has 1001 choices and Magic may set aside any part of a trick, so those are unranked on
demand (engine.actions.Combinations, Subsets). A hand with unseen cards (physical play) offers
every card the app would accept from it.

Two entries of physical play are accepted but not listed, as they are not decisions of the game:
leaving the rest of a round's tricks unentered (``end_tricks``) and a claimed peek after it. Once
tricks go unentered, the pile entries listed are those that give each player the cards the app
knows they took and the last player to enter everything left; any other true split is accepted.
"""

from __future__ import annotations

from engine.actions import ActionList, Combinations, Subsets
from engine.cards import SUITS
from games.civil_suits.actions import (
    AnswerPeek,
    Challenge,
    ChooseSuit,
    Deal,
    Decline,
    Keep,
    Magic,
    Pass,
    Peek,
    Play,
    Tally,
    Trump,
)
from games.civil_suits.data import MINION, SEATS

_OPEN_DEAL = [Deal()]
_NO_BAN = (None,)
_BANS = (None, *SUITS)
_MINIONS = (52, 53)
# Every plain play, made once: listing a known hand is then one look-up per card.
_PLAYS = tuple(tuple(Play(seat, card, None) for card in range(54)) for seat in SEATS)


def legal_actions(state, seat: str | None = None):
    """Return the actions the seat (or whoever acts now) may take; a chance node offers its draw."""
    step = state.step
    if step == "play" and (seat is None or seat == SEATS[state.actor]):
        return _plays(state, state.actor, SEATS[state.actor])  # the hottest listing, dispatched first
    lister = _BY_STEP.get(step)
    if lister is not None:
        actor = state.actor
        name = SEATS[actor]
        if seat is not None and seat != name:
            return ActionList()
        return lister(state, actor, name)
    lister = _SIMULTANEOUS.get(step)
    if lister is not None:
        actions = ActionList()
        for pending in state.seats_to_act():
            if seat is None or seat == pending:
                lister(actions, state, SEATS.index(pending), pending)
        return actions
    if step == "deal" and seat is None:
        return _OPEN_DEAL
    return []


def playable(state, seat: int, banned=()) -> list[int]:
    """Return the cards a seat may put into the trick now, given the suits banned from it."""
    t = state.t
    hand = state.hands[seat]
    if state.unknown[seat]:
        placed = state.placed_cards()
        voids = state.voids[seat]
        hand = hand + [
            card
            for card in range(54)
            if card not in placed and t.suit[card] not in voids and state.unseen_fits(seat, card)
        ]
    if state.first_trick and not t.rules.first_trick.minions:
        hand = [card for card in hand if t.suit[card] != MINION]
    if not banned:
        return hand
    allowed = [card for card in hand if t.suit[card] not in banned]
    if state.step == "replace":
        return allowed
    others = state.holds_other(seat, banned)
    if others:
        return allowed
    if others is False:
        return hand
    # Playing a banned card says the hand holds nothing else; list it only where that fits the cards seen.
    lacking = state.lacking_under(banned)
    return allowed + [card for card in hand if t.suit[card] in banned and state.unseen_fits(seat, card, lacking)]


def _add_plays(actions: ActionList, name: str, cards) -> None:
    if _MINIONS[0] in cards or _MINIONS[1] in cards:
        actions.add(Play, (name,), [card for card in cards if card < 52], _NO_BAN)
        for minion in _MINIONS:
            if minion in cards:
                actions.add(Play, (name, minion), _BANS)
    else:
        actions.add(Play, (name,), cards, _NO_BAN)


def _plays(state, seat: int, name: str):
    hand = state.hands[seat]
    if not state.unknown[seat] and not state.bans and not state.first_trick and 52 not in hand and 53 not in hand:
        plays = _PLAYS[seat]  # the common case, kept cheap for random play
        return [plays[card] for card in hand]
    actions = ActionList()
    _add_plays(actions, name, playable(state, seat, state.bans))
    if state.offer is not None and state.offer < 4:
        actions.append(Decline(name))
    return actions


def _replacements(state, seat: int, name: str) -> ActionList:
    actions = ActionList()
    _add_plays(actions, name, playable(state, seat, state.bans))
    if state.holds_other(seat, state.bans) is None:
        actions.append(Keep(name))
    return actions


def _challenges(state, seat: int, name: str) -> ActionList:
    actions = ActionList()
    champion = state.t.champion
    actions.add(Challenge, (name,), [card for card in playable(state, seat) if champion[card]])
    actions.append(Decline(name))
    return actions


def _peeks(state, seat: int, name: str) -> ActionList:
    actions = ActionList()
    actions.add(Peek, (name,), [other for other in SEATS if other != name])
    actions.append(Decline(name))
    return actions


def _magics(state, seat: int, name: str) -> ActionList:
    actions = ActionList()
    actions.append(Magic(name, True, None))
    if state.is_trick_followed():
        actions.add(Magic, (name, False), Subsets([card for _, card in state.trick]))
    actions.append(Decline(name))
    return actions


def _trumps(state, seat: int, name: str) -> ActionList:
    actions = ActionList()
    actions.add(Trump, (name,), SUITS)
    actions.append(Decline(name))
    return actions


def _suits(actions: ActionList, state, seat: int, name: str) -> None:
    actions.add(ChooseSuit, (name,), SUITS)


def _passes(actions: ActionList, state, seat: int, name: str) -> None:
    count = state.pass_count(seat)
    if state.unknown[seat] >= count:
        actions.append(Pass(name, None))
    else:
        actions.add(Pass, (name,), Combinations(state.hands[seat], count))


def _tallies(actions: ActionList, state, seat: int, name: str) -> None:
    for claimant, target in state.claims:
        if target == seat:
            actions.append(AnswerPeek(name, SEATS[claimant], True))
            actions.append(AnswerPeek(name, SEATS[claimant], False))
    if state.tallies[seat] is not None:
        return
    pending = [s for s in range(4) if state.tallies[s] is None]
    claimed = any(entry is not None and entry[2] for entry in state.tallies)
    if len(pending) > 1:
        actions.append(Tally(name, tuple(state.taken[seat]), 0, False))
        if not claimed:
            actions.append(Tally(name, tuple(state.taken[seat]), 0, True))
        return
    entered = set()
    for other in range(4):
        entered.update(state.taken[other])
        if state.tallies[other] is not None:
            entered.update(state.tallies[other][0])
    rest = tuple(state.taken[seat]) + tuple(card for card in range(54) if card not in entered)
    actions.append(Tally(name, rest, 0, not claimed))


_BY_STEP = {
    "play": _plays,
    "replace": _replacements,
    "challenge": _challenges,
    "intel": _peeks,
    "magic": _magics,
    "might": _trumps,
}
_SIMULTANEOUS = {"suit": _suits, "pass": _passes, "tally": _tallies}
