"""The trump contest over a nomination, naval voyages, and Discoveries: a mixin of the campaign state.

A nomination puts its card on the table; the other kingdoms are asked in this turn's order whether
to trump it. The first trump closes the struggle to the two of them: they answer each other with
higher cards of the suit until one gives up. Every card played is spent.
"""

from __future__ import annotations

from engine.cards import SUIT_NAMES, suit_of
from engine.errors import illegal
from engine.i18n import N_, Message
from games.trumps_of_kings import nominations
from games.trumps_of_kings.actions import Cancel, Decline, Discover, Land, Sail, Trump
from games.trumps_of_kings.nominations import NOMINATION_TYPES, invasion_problem
from games.trumps_of_kings.tactical import new_battle
from games.trumps_of_kings.wording import describe


class ContestRules:
    """Nominations, trumps, the closed struggle, voyages and Discoveries."""

    def _nominate(self, action, lines) -> None:
        steps = ("nominate", "voyage") if type(action) is Sail and self.voyage is not None else ("nominate",)
        k = self._expect(steps, action)
        suit, sub = nominations.check(self, k, action)
        self.spend(k, action.card)
        if sub is not None:
            self.used[k][sub] += 1
        self.pending = action
        self.pending_suit = suit
        self.table = [(k, action.card)]
        self.trumper = None
        order = self.order
        at = order.index(k)
        # Everyone holding a card is asked, whether or not they could trump: skipping would tell their suits.
        self.asked = [o for o in (order[(at + i) % len(order)] for i in range(1, len(order))) if self.hand_size(o)]
        if lines is not None:
            lines.append(
                Message(
                    N_("%(kingdom)s nominates: %(action)s (%(card)s)."),
                    kingdom=self.name(k),
                    action=describe(self, action),
                    card=self.label(action.card),
                )
            )
        if self.asked:
            self.step = "offer"
            self.actor = self.asked[0]
        else:
            self._settle(True, lines)

    def can_trump_with(self, k: int, card: int) -> bool:
        """Tell whether a card of a kingdom's hand beats the top card of the contest (as its side may play it)."""
        t = self.t
        if t.strength[card] <= t.strength[self.table[-1][1]]:
            return False
        if suit_of(card) == self.pending_suit:
            return True
        proposer = self.table[0][0]
        if k != proposer or self.step != "struggle":
            return False
        return self._substitute(k, card) is not None

    def _substitute(self, k: int, card: int):
        """Return the substitution that lets the proposer play a card in its own struggle, or None."""
        kind = self.pending.kind
        printed = suit_of(card)
        defending = kind == "reinforce" and self._pending_defends()
        for sub in self.t.substitutions[k]:
            if kind in sub.uses and printed in sub.printed and sub.suit == self.pending_suit:
                if sub.defending_only and not defending:
                    continue
                if sub.per_turn is None or self.used[k][sub.index] < sub.per_turn:
                    return sub
        return None

    def _pending_defends(self) -> bool:
        action = self.pending
        battle = next(
            b for b in self.battles if b["province"] == self.t.province_index[action.province] and b["result"] is None
        )
        return action.army is None or self.t.army_index[action.army] != battle["army"]

    def _trump(self, action: Trump, lines) -> None:
        k = self._expect(("offer", "struggle"), action)
        self._card_in_hand(k, action.card)
        if not self.can_trump_with(k, action.card):
            raise illegal(
                N_("Only a higher card of %(suit)s than the %(card)s trumps it."),
                suit=Message(SUIT_NAMES[self.pending_suit]),
                card=self.label(self.table[-1][1]),
            )
        if suit_of(action.card) != self.pending_suit:
            self.used[k][self._substitute(k, action.card).index] += 1
        self.spend(k, action.card)
        self.table.append((k, action.card))
        proposer = self.table[0][0]
        if self.step == "offer":
            self.trumper = k
            self.asked = []
            self.step = "struggle"
        self.actor = proposer if k != proposer else self.trumper
        if lines is not None:
            lines.append(
                Message(N_("%(kingdom)s trumps with the %(card)s."), kingdom=self.name(k), card=self.label(action.card))
            )

    def _decline(self, action: Decline, lines) -> None:
        k = self._expect(("offer", "struggle"), action)
        if self.step == "offer":
            self.asked.pop(0)
            if lines is not None:
                lines.append(Message(N_("%(kingdom)s lets it pass."), kingdom=self.name(k)))
            if self.asked:
                self.actor = self.asked[0]
            else:
                self._settle(True, lines)
            return
        if lines is not None:
            lines.append(Message(N_("%(kingdom)s gives up the struggle."), kingdom=self.name(k)))
        self._settle(self.table[-1][0] == self.table[0][0], lines)

    def _settle(self, success: bool, lines) -> None:
        """End the contest: spend every card on the table, apply or drop the action, and move play on."""
        action = self.pending
        proposer = self.table[0][0]
        self.discard.extend(card for _, card in self.table)
        self.table = []
        self.pending = None
        self.pending_suit = None
        self.trumper = None
        self.asked = []
        if success:
            nominations.succeed(self, action, lines)
        elif lines is not None:
            lines.append(nominations.failed_line(self, action))
        if type(action) is Sail:
            voyage = self.voyage
            if voyage is None:
                self.advance(proposer, lines)
                return
            voyage["trumped"] = not success
            self.step = "voyage"
            self.actor = proposer
            return
        if type(action) is Discover and success and len(self.found[proposer]) == 4:
            self.step = "discovery"
            self.actor = None
            self.rolling = proposer
            return
        self.advance(proposer, lines)

    def landing_problem(self, k: int, p: int):
        """Return why the army at sea may not land in a province, or None."""
        voyage = self.voyage
        a = voyage["army"]
        if p == self.army_at[a] or not any(p in self.t.shores[zone] for zone in voyage["zones"]):
            return Message(N_("The fleet can land only on a coast of the untrumped sea zones it reached."))
        if self.controls(k, p):
            return None
        return invasion_problem(self, k, a, p)

    def _land(self, action: Land, lines) -> None:
        k = self._expect(("voyage",), action)
        p = self._province(action.province)
        problem = self.landing_problem(k, p)
        if problem is not None:
            raise illegal(problem.msgid, **problem.params)
        a = self.voyage["army"]
        self.voyage = None
        if self.controls(k, p):
            self.army_at[a] = p
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(commander)s's army lands in %(province)s."),
                        commander=self.commander(a),
                        province=self.place(p),
                    )
                )
        else:
            self.battles.append(new_battle(p, k, a))
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(commander)s's army lands to invade %(province)s."),
                        commander=self.commander(a),
                        province=self.place(p),
                    )
                )
        self.advance(k, lines)

    def _cancel(self, action: Cancel, lines) -> None:
        k = self._expect(("voyage",), action)
        self.voyage = None
        if lines is not None:
            lines.append(Message(N_("%(kingdom)s's fleet turns back."), kingdom=self.name(k)))
        self.advance(k, lines)

    def apply_discovery(self, k: int, face: int, lines) -> None:
        """Give a kingdom the benefit of its roll on the Discovery Chart and move play on."""
        entry = self.t.rules.discoveries.chart[face]
        self.bonus[k] += entry.hand_limit
        self.gold[k] += entry.gold
        top = self.t.rules.armies.maximum
        for a in self.t.kingdom_armies[k]:
            if self.army_at[a] != -1:
                self.army_skill[a] += entry.skill
                self.army_size[a] = min(top, self.army_size[a] + entry.elements)
        self.found[k] = ""
        self.discoveries[k].append(face)
        self.rolling = None
        if lines is not None:
            lines.append(
                Message(
                    N_("%(kingdom)s rolls %(face)d: %(discovery)s."),
                    kingdom=self.name(k),
                    face=face,
                    discovery=Message(entry.name, context="trumps_of_kings"),
                )
            )
        self.advance(k, lines)

    @classmethod
    def contest_handlers(cls) -> dict:
        """Return the handlers of the nominations, trumps, declines and voyages."""
        handlers = {action_type: cls._nominate for action_type in NOMINATION_TYPES}
        handlers.update({Trump: cls._trump, Decline: cls._decline, Land: cls._land, Cancel: cls._cancel})
        return handlers
