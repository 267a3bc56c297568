"""Walsingham's endgame: visible Intrigue, the accusations from the lowest, the reveal and the final
scoring, line by line. A mixin of WalsinghamState (rules.py); ``score_game`` is a pure function that
the engine, the phone's final reveal and the tests share.
"""

from __future__ import annotations

from engine.errors import illegal
from engine.game import Outcome
from engine.i18n import N_, Message, all_of
from games.walsingham.actions import NOBODY
from games.walsingham.data import SPY, TRIPLE_AGENT, Tables

NO_SPY = -1  # an accusation of "no spy"
# What each line of a player's final score is, for the reveal that explains it.
ITEM_TEXT = {
    "rewards": N_("Reward cards"),
    "tiles": N_("Reward tiles"),
    "secrets": N_("Secret cards"),
    "halves": N_("Whole Treasure Maps and Code Books"),
    "spy_penalty": N_("The Spy's penalty for correct accusations"),
    "accuser": N_("A correct accusation"),
    "intrigue_bonus": N_("Walsingham's reward for the most Intrigue"),
    "mission": N_("The loyalty mission"),
}


def whole_prizes(tables: Tables, kept: list[int]) -> tuple[int, int]:
    """Return the (VP, Intrigue) of the whole documents among a player's Reward cards, one prize per pair."""
    vp = intrigue = 0
    if kept:
        effects = [tables.reward_effect[card] for card in kept]
        for first, second, whole_vp, whole_intrigue in tables.halves:
            wholes = min(effects.count(first), effects.count(second))
            vp += wholes * whole_vp
            intrigue += wholes * whole_intrigue
    return vp, intrigue


def visible_intrigue(tables: Tables, kept: list[int], tiles: list[int]) -> int:
    """Return a player's Intrigue on the table: Reward cards, tiles and whole documents, not Secrets."""
    return sum([intrigue for _, _, intrigue in card_items(tables, kept, tiles, ())])


def is_mission_done(tables: Tables, cards: list[str], tiles: list[int]) -> bool:
    """Tell whether a player's loyalty mission is done: the Triple Agent, or a tile of each Loyal card's colour."""
    if TRIPLE_AGENT in cards:
        return True
    colours = {tables.tile_colour[tile] for tile in tiles}
    return all(card in colours for card in cards if card in tables.loyal_colours)


def accusation_order(visible: list[int], tracker: list[int]) -> list[int]:
    """Return the seats in the order they accuse: lowest visible Intrigue first, ``tracker`` the last turn's."""
    rank = {seat: index for index, seat in enumerate(tracker)}
    # A tie in Intrigue: the higher bidder of the last turn counts as higher, so accuses later.
    return [seat for _, _, seat in sorted([(visible[s], -rank[s], s) for s in range(len(visible))])]


def card_items(tables: Tables, kept: list[int], tiles: list[int], secrets) -> list[list]:
    """Return a player's score lines from what they hold: [key, VP, Intrigue] for each kind worth anything."""
    items = []
    for key, vps, intrigues, cards in (
        ("rewards", tables.reward_vp, tables.reward_intrigue, kept),
        ("tiles", tables.tile_vp, tables.tile_intrigue, tiles),
        ("secrets", tables.secret_vp, tables.secret_intrigue, secrets),
    ):
        vp = intrigue = 0
        for card in cards:  # a plain loop: the endgame of every random game adds these up ten times
            vp += vps[card]
            intrigue += intrigues[card]
        if vp or intrigue:
            items.append([key, vp, intrigue])
    vp, intrigue = whole_prizes(tables, kept)
    if vp or intrigue:
        items.append(["halves", vp, intrigue])
    return items


def score_game(tables: Tables, loyalty, kept, tiles, secrets, accusations, tracker) -> dict:
    """Return the final scoring: the Spy, the correct accusers, each player's lines (VP, Intrigue) and winners.

    ``accusations`` holds each seat's accused seat (NO_SPY for "no spy"); ``tracker`` the last turn's
    ranking, which breaks ties for the most Intrigue.
    """
    rules = tables.rules
    end = rules.endgame
    n = len(loyalty)
    spy = None
    for s in range(n):
        if SPY in loyalty[s] and TRIPLE_AGENT not in loyalty[s]:
            spy = s
            break
    wanted = NO_SPY if spy is None else spy
    correct = [s for s in range(n) if s != spy and accusations[s] == wanted]
    rows = [{"items": card_items(tables, kept[s], tiles[s], secrets[s])} for s in range(n)]
    if spy is not None and correct:
        rows[spy]["items"].append(
            ["spy_penalty", -end.spy_penalty_vp * len(correct), -end.spy_penalty_intrigue * len(correct)]
        )
    intrigue = [sum([item[2] for item in row["items"]]) for row in rows]
    rank = {seat: index for index, seat in enumerate(tracker)}
    spy_wins = spy is not None and all([intrigue[spy] > intrigue[s] for s in range(n) if s != spy])
    bonus_to = None
    if not spy_wins:
        for s in correct:
            rows[s]["items"].append(["accuser", end.accuser_vp, 0])
        if spy is not None:
            # The non-Spy with the most Intrigue; a tie goes to the higher bid of the last turn.
            bonus_to = min([(-intrigue[s], rank.get(s, n), s) for s in range(n) if s != spy])[2]
            share = max(intrigue[bonus_to], 0) * end.intrigue_bonus.numerator // end.intrigue_bonus.denominator
            if share:
                rows[bonus_to]["items"].append(["intrigue_bonus", share, 0])
        for s in range(n):
            if s != spy and is_mission_done(tables, loyalty[s], tiles[s]):
                rows[s]["items"].append(["mission", rules.mission.vp, 0])
    for row in rows:
        items = row["items"]
        row["vp"] = sum([item[1] for item in items])
        row["intrigue"] = sum([item[2] for item in items])
    if spy_wins:
        winners = [spy]
    else:
        top = max([row["vp"] for row in rows])
        winners = [s for s in range(n) if rows[s]["vp"] == top]
    return {
        "spy": spy,
        "correct": correct,
        "spy_wins": spy_wins,
        "bonus_to": bonus_to,
        "rows": rows,
        "winners": winners,
    }


def outcome_reason(result: dict, names) -> Message:
    """Return who won a scored game and why, from ``score_game``'s result; ``names`` holds each seat's name."""
    winners = result["winners"]
    vp = result["rows"][winners[0]]["vp"]
    if result["spy_wins"]:
        return Message(N_("%(seat)s, the Spy, won with the most Intrigue."), seat=names[winners[0]])
    if len(winners) == 1:
        return Message(N_("%(seat)s won with the most VP: %(vp)d."), seat=names[winners[0]], vp=vp)
    return Message(N_("%(seats)s share the win with %(vp)d VP each."), seats=all_of([names[s] for s in winners]), vp=vp)


class EndgameRules:
    """The endgame's handlers (mixed into WalsinghamState)."""

    def visible(self) -> list[int]:
        """Return each player's visible Intrigue (Secret cards do not count)."""
        return [visible_intrigue(self.t, self.kept[s], self.tiles[s]) for s in range(self.players)]

    def start_endgame(self, lines: list) -> None:
        """Announce visible Intrigue and open the accusations, lowest Intrigue first."""
        visible = self.visible()
        self.accusers = accusation_order(visible, self.tracker)
        if lines is not None:
            lines.append(
                Message(
                    N_("The endgame: visible Intrigue %(list)s."),
                    list=[
                        Message(N_("%(seat)s %(count)d"), seat=self.name(s), count=visible[s]) for s in self.accusers
                    ],
                )
            )
        self.step = "accuse"
        self.actor = self.accusers[0]

    def accusation_target(self, name: str) -> int:
        """Return the seat an accusation names, or NO_SPY for "nobody"."""
        return NO_SPY if name == NOBODY else self.seat_of(name)

    def _accuse(self, action, lines: list) -> None:
        seat = self._expect("accuse", action)
        target = self.accusation_target(action.target)
        if target == seat:
            raise illegal(N_("Accuse another player, or say there is no spy."))
        self.accusations[seat] = target
        self.accusers.pop(0)
        if lines is not None:
            if target == NO_SPY:
                lines.append(Message(N_("%(seat)s says there is no spy."), seat=self.name(seat)))
            else:
                lines.append(
                    Message(N_("%(seat)s accuses %(target)s."), seat=self.name(seat), target=self.name(target))
                )
        if self.accusers:
            self.actor = self.accusers[0]
        else:
            self._finish(lines)

    def _finish(self, lines: list) -> None:
        """Reveal everything, score the game and name the winner."""
        result = score_game(self.t, self.loyalty, self.kept, self.tiles, self.secrets, self.accusations, self.tracker)
        self.scoring = result
        if lines is not None:
            lines.extend(self._scoring_lines(result))
        winners = tuple(self.seats[s] for s in result["winners"])
        reason = outcome_reason(result, self.t.seat_names)
        if result["spy_wins"]:
            self.result = Outcome("spy", winners[0], reason)
        elif len(winners) == 1:
            self.result = Outcome("most_vp", winners[0], reason)
        else:
            self.result = Outcome("most_vp", None, reason, winners)
        self.step = "over"
        self.actor = None
        if lines is not None:
            lines.append(reason)

    def _scoring_lines(self, result: dict) -> list[Message]:
        lines = []
        spy = result["spy"]
        if spy is None:
            lines.append(Message(N_("The reveal: there is no spy; the Triple Agent holds the Spy card.")))
        else:
            lines.append(Message(N_("The reveal: %(seat)s is the Spy."), seat=self.name(spy)))
        if result["spy_wins"]:
            lines.append(Message(N_("After the penalty the Spy still has the most Intrigue: Spain wins.")))
        for seat, row in enumerate(result["rows"]):
            for key, vp, intrigue in row["items"]:
                lines.append(
                    Message(
                        N_("%(seat)s: %(item)s, %(vp)d VP and %(intrigue)d Intrigue."),
                        seat=self.name(seat),
                        item=Message(ITEM_TEXT[key]),
                        vp=vp,
                        intrigue=intrigue,
                    )
                )
            lines.append(
                Message(
                    N_("%(seat)s: in all %(vp)d VP and %(intrigue)d Intrigue."),
                    seat=self.name(seat),
                    vp=row["vp"],
                    intrigue=row["intrigue"],
                )
            )
        return lines
