"""Twin tables for the leak tests: logs of one game that a viewer cannot tell apart, and requests to send to both.

Nothing here knows a game: twins are found by trying changes to a recorded game (another seed, two cards
swapped everywhere in the log, another choice for an action of another seat, the card another seat's recent
action names swapped for one the viewer has not seen) and keeping those after which the viewer is shown
exactly the same; requests are made from each action type's declared fields. Cards are the 54-card codes
(fields of kind card/cards) or a game's own numbered cards (fields of kind int/ints).

Two kinds of twin must look the same by construction, so a difference in their views is reported as a leak
(``find_twins``'s ``leaks``) rather than dropped: a card no view of the viewer names, swapped for another such
card (a purchase, a card drawn or held by another seat), and another choice of a secret action in a step
still going on (the rules show it only with the step's last choice).
"""

from __future__ import annotations

import json
import random

from companion.plugins import plugin_for, seats_at_table
from engine.actions import SECRET
from engine.cards import SUITS, card_label, format_card, parse_card
from engine.errors import PnpkitError
from engine.game import deciding_seat
from engine.i18n import render, translations
from engine.replay import replay
from engine.simulate import RandomBot
from engine.state import RulesState

CARDS = [format_card(card) for card in range(54)]
ONLOOKERS = ("board", "host")


def recorded_game(game, seed: int, unseen: bool = False) -> list[dict]:
    """Return the JSON log of a whole game played by random bots, every draw made explicit.

    With ``unseen``, every draw that may be left unseen (cards dealt by hand) is, where the rules accept
    it (a game may refuse to mix hands dealt unseen with hands it knows), and the bots play from hands
    the app does not know; and a hidden deal the players enter privately (a state's ``private_entries``)
    is entered so, hand by hand.
    """
    rng = random.Random(seed)
    bots = {seat: RandomBot(rng) for seat in game.seats}
    state, log = game.new_initial_state(seed=seed), []
    while not state.is_terminal():
        seat = deciding_seat(state)
        if seat is None:
            action = state.legal_actions()[0]
            if unseen and "unseen" in type(action).spec:
                action = _unseen_if_accepted(state, action)
        else:
            action = _accepted_choice(state, seat, bots[seat])
        action = state.resolve(action)
        entries = getattr(state, "private_entries", None)
        for entry in entries(action) if unseen and entries else [action]:
            state.apply_action(entry)
            log.append(game.action_to_json(entry))
    return log


def _accepted_choice(state, seat, bot, tries: int = 200):
    """Return a bot's choice that the rules accept here.

    At a game's ``guessed_steps`` cards drawn at the table are listed by what the entering seat may know, so some
    entries listed do not fit the cards that lie there (Walsingham's printed Secret deck): the bot chooses again.
    """
    if state.step not in getattr(state, "guessed_steps", ()):
        return bot.choose(state, seat)
    for _ in range(tries):
        action = bot.choose(state, seat)
        try:
            state.clone().apply_action(action)
        except PnpkitError:
            continue
        return action
    raise AssertionError(f"no listed action of {seat} is accepted at step {state.step}")


def _unseen_if_accepted(state, action):
    """Return the draw left unseen if the state accepts it now, else the draw as it was."""
    unseen = action._replace(unseen=True)
    try:
        state.clone().apply_action(state.resolve(unseen))
    except PnpkitError:
        return action
    return unseen


def checkpoints(game, log: list[dict], seed: int, limit: int, rng: random.Random) -> list[int]:
    """Return prefix lengths of a log: where each step (and who acts) is first met, then others at random."""
    state = game.new_initial_state(seed=seed)
    seen, firsts, rest = set(), [], []
    for number, item in enumerate(log):
        # Each step, and in a simultaneous step each number of secret choices still due, is met at least once.
        key = (state.step, deciding_seat(state) is None, len(state.seats_to_act()))
        (rest if key in seen else firsts).append(number)
        seen.add(key)
        state.apply_action(game.action_from_json(item))
    return sorted(firsts + rng.sample(rest, min(len(rest), max(0, limit - len(firsts)))))


def seats_at(game, state=None) -> tuple[str, ...]:
    """Return the seats taken at a table of the game (its options may leave some empty): of this state, or a new one."""
    return seats_at_table(game, game.new_initial_state() if state is None else state)


def seat_of(game, role: str) -> str | None:
    """Return the seat a role plays (None for the board and the host)."""
    return role if role in game.seats else None


def signature(game, state, role: str) -> str:
    """Return everything an answer to ``role`` is built from, as JSON: two states alike here look alike to it."""
    seat, tr = seat_of(game, role), translations("en")
    plugin = plugin_for(game)
    shown = {
        "view": plugin.view(game, state, seat, tr),
        "panel": {name: render(message, tr) for name, message in plugin.panel(game, state, seat).items()},
        "controls": plugin.controls(game, state, seat, tr),
        "legal": _listing(game, state.legal_actions(seat)) if seat else [],
        "log": [render(line, tr) for line in state.log],
    }
    return json.dumps(shown, sort_keys=True, ensure_ascii=False)


def some_of(actions, most: int = 400) -> list:
    """Return a listing of legal actions whole, or a long one's first part and an even spread of the rest."""
    # 17(21)'s turn lists every order of attacks (tens of thousands); alike states give alike samples.
    size = len(actions)
    if size <= most:
        return list(actions)
    half = most // 2
    spread = [half + i * (size - 1 - half) // (half - 1) for i in range(half)]  # down to the last action
    return [actions[i] for i in range(half)] + [actions[i] for i in spread]


def _listing(game, actions) -> dict:
    return {"count": len(actions), "actions": [game.action_to_json(action) for action in some_of(actions)]}


def _replayed(game, log, seed):
    try:
        return replay(game, log, seed=seed).state
    except PnpkitError:
        return None


class Replays:
    """The states of logs that start like one recorded game's, each replayed from where it parts from that game.

    The recorded game is replayed once, a copy of its state (``State.clone``) and log lines kept every ``EVERY``
    actions; a log at its seed goes on from a fresh copy of the last one kept before its first action that
    differs, and a log at another seed is replayed from the start. Twins and the positions probed are such logs:
    most of their replay is shared.
    """

    EVERY = 8

    def __init__(self, game, log: list[dict], seed: int):
        self.game, self.log, self.seed = game, log, seed
        state, self._kept = game.new_initial_state(seed=seed), []
        for number, item in enumerate([*log, None]):
            if number % self.EVERY == 0:
                self._kept.append((state.clone(), list(state.log)))
            if item is not None:
                state.apply_action(game.action_from_json(item))

    def state(self, log: list[dict], seed: int | None = None):
        """Return the state after a log at a seed (the recorded game's by default), as a whole replay leaves it.

        None if the rules refuse one of its actions.
        """
        if seed is not None and seed != self.seed:
            return _replayed(self.game, log, seed)
        parted = next((n for n, (mine, theirs) in enumerate(zip(log, self.log, strict=False)) if mine != theirs), None)
        kept = min(len(log), len(self.log)) if parted is None else parted
        kept -= kept % self.EVERY
        copy, lines = self._kept[kept // self.EVERY]
        start = copy.clone()  # the kept copy stays as it is
        start.log = list(lines)
        try:
            return replay(self.game, log[kept:], start=start, first=kept + 1).state
        except PnpkitError:
            return None


# Field kinds that name cards, one family per way of naming them: a swap stays within one family.
FAMILIES = {"card": "codes", "cards": "codes", "int": "numbers", "ints": "numbers"}
LISTS = ("cards", "ints")


def _card_fields(game, item: dict, family: str) -> dict[str, str]:
    spec = game.codec.types[item["do"]].spec
    return {field: kind.rstrip("?") for field, kind in spec.items() if FAMILIES.get(kind.rstrip("?")) == family}


def highest_number(game, log: list[dict]) -> int:
    """Return the highest number any int/ints field of the log holds (-1 when there is none)."""
    numbers = [-1]
    for item in log:
        for field, kind in _card_fields(game, item, "numbers").items():
            value = item.get(field)
            if value is not None:
                numbers += value if kind in LISTS else [value]
    return max(numbers)


def swap_cards(game, log: list[dict], first, second) -> list[dict]:
    """Return the log with two cards (two codes, or two numbers) swapped wherever an action names them."""
    family = "codes" if isinstance(first, str) else "numbers"
    swap = {first: second, second: first}
    fields_of: dict[str, dict[str, str]] = {}  # an action type's card fields, read once a log, not once an action
    out = []
    for item in log:
        fields = fields_of.get(item["do"])
        if fields is None:
            fields = fields_of[item["do"]] = _card_fields(game, item, family)
        changed = {}
        for field, kind in fields.items():
            value = item.get(field)
            if value is not None:
                new = [swap.get(card, card) for card in value] if kind in LISTS else swap.get(value, value)
                if new != value:
                    changed[field] = new
        out.append({**item, **changed} if changed else item)  # an action naming neither card is the log's own
    return out


def find_twins(
    game,
    log: list[dict],
    seed: int,
    role: str,
    rng: random.Random,
    tries: int = 40,
    replays: Replays | None = None,
    leaks: list | None = None,
) -> list[tuple]:
    """Return (kind, seed, log) twins of a recorded position that ``role`` is shown exactly as the original.

    ``replays`` replays the logs tried: those of the recorded game the position comes from, else the position's.
    A twin that must look the same by construction but does not is added to ``leaks`` (kind, what differs).
    """
    replays = replays or Replays(game, log, seed)
    base = replays.state(log)
    wanted = signature(game, base, role)
    twins = []

    def keep(kind, twin_seed, twin_log, must_match: bool = False):
        if twin_log == log and twin_seed == seed:
            return False
        state = replays.state(twin_log, twin_seed)
        if state is None:
            return False
        shown = signature(game, state, role)
        if shown != wanted:
            if must_match and leaks is not None:
                leaks.append((kind, role, len(log), _first_difference(wanted, shown)))
            return False
        twins.append((kind, twin_seed, twin_log))
        return True

    keep("deck order", seed + 7919, log)
    top = highest_number(game, log)
    for pool in (CARDS, list(range(top + 1))):
        swaps = 0
        for _ in range(tries if len(pool) > 1 else 0):
            first, second = rng.sample(pool, 2)
            swaps += keep("cards swapped", seed, swap_cards(game, log, first, second))
            if swaps == 3:  # two hidden cards may lie in one pile: a few swaps cross from one pile to another
                break
    seat = seat_of(game, role)
    others = [n for n, item in enumerate(log) if _actor(game, item) not in (None, seat)]
    for number in reversed(others[-6:]):
        if _try_other_choice(game, log, seed, base, replays, number, rng, keep):
            break
    hidden = hidden_cards(game, base, role, wanted)
    _try_hidden_cards(game, log, seed, hidden, [log[n] for n in others], rng, keep)
    return twins


def _actor(game, item: dict) -> str | None:
    return game.action_seat(game.action_from_json(item))


def _try_other_choice(game, log, seed, base, replays: Replays, number, rng, keep) -> bool:
    before = replays.state(log[:number])
    original = game.action_from_json(log[number])
    # A secret choice in the step still going on is shown to nobody else yet: another one must look the same.
    hidden = type(original).reveals == SECRET and _same_step(before, base) and bool(base.seats_to_act())
    choices = [a for a in some_of(before.legal_actions(game.action_seat(original))) if type(a) is type(original)]
    for index in rng.sample(range(len(choices)), min(len(choices), 4)):
        if choices[index] == original:
            continue
        twin_log = [*log[:number], game.action_to_json(choices[index]), *log[number + 1 :]]
        if keep("another secret choice" if hidden else "another choice", seed, twin_log, must_match=hidden):
            return True
    return False


def _same_step(before, after) -> bool:
    """Tell whether two states of one game are in the same step of the same round."""
    return (before.step, getattr(before, "round", None)) == (after.step, getattr(after, "round", None))


def hidden_cards(game, state, role: str, wanted: str) -> list[str]:
    """Return the cards whose place the rules hide from the role here, and that nothing public names.

    The rules say it in ``is_place_known``; a game that does not say is taken at what it shows the role. A card
    the board's view names is public somewhere (the other copy of a card, with two decks) and is left out.
    """
    public = wanted if role in ONLOOKERS else signature(game, state, "board")
    says = type(state).is_place_known is not RulesState.is_place_known
    seat = seat_of(game, role)
    return [
        card
        for card in CARDS
        if not is_named(card, public)
        and (not state.is_place_known(parse_card(card), seat) if says else not is_named(card, wanted))
    ]


def _try_hidden_cards(game, log, seed, unseen: list[str], others: list[dict], rng, keep) -> None:
    """Swap the cards of other seats' latest actions that name one (a purchase, a draw) for other hidden ones.

    The rules hide both cards' places from the viewer, so the twin must look the same to it. The latest
    action of each type that names such a card is tried (a purchase is never lost among a turn's passes).
    """
    latest: dict[str, tuple[str, str]] = {}
    for item in reversed(others):
        for field, kind in _card_fields(game, item, "codes").items():
            value = item.get(field)
            cards = [card for card in ((value or []) if kind in LISTS else [value]) if card in unseen]
            if cards and item["do"] not in latest:
                latest[item["do"]] = (item["do"], rng.choice(cards))
    for kind, card in sorted(latest.values()):  # a few kinds at most: the others' cards are named in the log
        for other in rng.sample(unseen, min(len(unseen), 3)):
            if other != card and keep(f"a hidden card ({kind})", seed, swap_cards(game, log, card, other), True):
                break


def is_named(card: str, shown: str) -> bool:
    """Tell whether a signature names a card: by its code (views, listings) or by its name (the log's lines)."""
    return f'"{card}"' in shown or render(card_label(parse_card(card)), translations("en")) in shown


def _first_difference(wanted: str, shown: str) -> str:
    """Return where two signatures first part, with a little of each around it."""
    at = next((n for n, (a, b) in enumerate(zip(wanted, shown, strict=False)) if a != b), min(len(wanted), len(shown)))
    return f"...{wanted[max(0, at - 80) : at + 80]}... / ...{shown[max(0, at - 80) : at + 80]}..."


def _values(kind: str, seats) -> list:
    return {
        "card": [*CARDS, "ZZ"],
        "name": [*seats, "nobody"],
        "suit": [*SUITS, "X"],
        "bool": [True, False],
        "names": [list(seats), ["nobody"]],
        "mapping": [{"x": "y"}],
    }.get(kind, [])


def _shown_numbers(game, state, seat) -> list[int]:
    """Return the numbers the seat's own legal actions name in int/ints fields (its hand, its units in play)."""
    shown = set()
    for action in some_of(state.legal_actions(seat)) if seat else []:
        item = game.action_to_json(action)
        for field, kind in _card_fields(game, item, "numbers").items():
            value = item.get(field)
            if value is not None:
                shown.update(value if kind in LISTS else [value])
    return sorted(shown)


def requests_for(game, state, role: str, rng: random.Random, top: int = 3) -> list[dict]:
    """Return action requests for a role: every value of every field of each action type legal now, and junk.

    Numbered cards (int/ints fields) are probed with every number from -1 to ``top + 1`` (``top``: the
    highest number used in the game's log), as the 54 cards are in card/cards fields.
    """
    seat = seat_of(game, role)
    examples: dict[type, object] = {}
    listed: dict[tuple[type, str], set] = {}  # the values names fields take in any seat's listing now
    for who in (*seats_at(game, state), None):
        actions = state.legal_actions(who)
        for index in rng.sample(range(len(actions)), min(len(actions), 8)):
            examples.setdefault(type(actions[index]), actions[index])
        for action in some_of(actions):  # the types a sample of a long listing (mostly of one type) missed
            examples.setdefault(type(action), action)
            for field, kind in type(action).spec.items():
                if kind.rstrip("?") == "names" and getattr(action, field) is not None:
                    listed.setdefault((type(action), field), set()).add(tuple(getattr(action, field)))
    made: dict[str, dict] = {}
    # Cards the viewer is shown (its hand, cards in play): beside an unknown card they make the telling entries.
    shown = signature(game, state, role)
    seen = {"cards": [card for card in CARDS if f'"{card}"' in shown], "ints": _shown_numbers(game, state, seat)}
    pools = {"cards": CARDS, "ints": [*range(top + 2), -1]}

    def add(data):
        made.setdefault(json.dumps(data, sort_keys=True), data)

    # A chance step some seats act in: a hidden deal entered privately, each seat its own hand.
    drawing = deciding_seat(state) is None or state.step in getattr(state, "chance_steps", ())
    if drawing and not state.is_terminal():
        try:
            drawn = state.sampled_outcome()  # a draw as the players would enter it, the right number of cards
            examples[type(drawn)] = drawn
        except PnpkitError:
            pass  # the players must enter this draw: the app cannot make one
    for action_type, example in examples.items():
        base = game.action_to_json(example)
        if seat is not None and game.seat_field in action_type.spec:
            base[game.seat_field] = seat
        add(base)
        add({"do": base["do"]})
        for field, kind in action_type.spec.items():
            kind = kind.rstrip("?")
            if kind in pools:
                # Every card in each of the first two places, and first beside a card drawn, seen or any.
                pool = pools[kind]
                value = base.get(field) or [pool[0]]
                # Numbered cards run to a hundred a deck, each field probed alike: fewer partners keep it short.
                few = 3 if kind == "cards" else 1
                partners = [value[1:], *([other] for other in rng.sample(seen[kind], min(len(seen[kind]), few)))]
                partners += [[other] for other in rng.sample(pool, 2 if kind == "cards" else 0)]
                for position in range(min(len(value), 2 if kind == "cards" else 1)):
                    for card in pool:
                        add({**base, field: [*value[:position], card, *value[position + 1 :]]})
                for partner in partners:
                    for card in pool:
                        add({**base, field: [card, *partner]})
                continue
            if kind == "int":
                for number in pools["ints"]:
                    add({**base, field: number})
                continue
            for value in _values(kind, game.seats):
                add({**base, field: value})
            if kind == "names":
                # Cards entered by name (Walsingham's printed cards): every listed entry, and each name as
                # often as an entry holds names (two Spies, three copies of a Secret card).
                entries = sorted(listed.get((action_type, field), ()))
                names = sorted({name for entry in entries for name in entry})
                size = max((len(entry) for entry in entries), default=0)
                for value in [*rng.sample(entries, min(len(entries), 20)), *([name] * size for name in names)]:
                    add({**base, field: list(value)})
    kinds = list(game.codec.types)
    for _ in range(12):
        kind = rng.choice(kinds)
        field = rng.choice([*game.codec.types[kind].spec, "colour"])
        add({"do": kind, field: rng.choice([12345, "x" * 70, [1, 2], {"a": 1}, None, -3, "AH"])})
    add({"do": "no_such_action"})
    return list(made.values())
