"""Attacks and combat (rulebook part IV) and the advanced abilities (part VI): cards played and called,
shock, rout, bust, the triangle, held terrain, and where the cards go afterwards."""

from __future__ import annotations

from engine.errors import illegal
from engine.i18n import N_, Message
from games.seventeen21.data import BUST
from games.seventeen21.moves import doctrine_uses

# The triangle (IV.5a): the first arm needs only more than the second to shock it.
FAVOURED = frozenset({("infantry", "artillery"), ("cavalry", "infantry"), ("artillery", "cavalry")})
MARGIN = 3  # every other match needs this many more

# Log lines the booklet's worked example reads the log by (components.example, components.rulestext).
ATTACK_LINE = N_("%(unit)s attacks %(target)s on %(wing)s.")  # starts a combat
CALL_LINE = N_("%(seat)s calls a battle card.")


def fighting_arm(arm: str, enemy_arm: str) -> str:
    """Return the arm a unit fights as: dragoons are infantry against artillery, cavalry against the rest."""
    if arm != "dragoons":
        return arm
    if enemy_arm == "artillery":
        return "infantry"
    if enemy_arm == "dragoons":
        return "dragoons"  # ruling dragoons-against-dragoons: the same arm on both sides
    return "cavalry"


def favoured(arms: tuple[str, str]) -> bool:
    """Tell whether the first unit's arm needs only the higher total against the second's (the triangle)."""
    return (fighting_arm(arms[0], arms[1]), fighting_arm(arms[1], arms[0])) in FAVOURED


def combat_loser(arms: tuple[str, str], totals: tuple[int, int]) -> int | None:
    """Return which of two units (0 or 1) is shocked once both passed, or None when nothing happens."""
    if favoured(arms) and totals[0] > totals[1]:
        return 1
    if favoured((arms[1], arms[0])) and totals[1] > totals[0]:
        return 0
    if totals[0] - totals[1] >= MARGIN:
        return 1
    if totals[1] - totals[0] >= MARGIN:
        return 0
    return None


class CombatRules:
    """The handlers of parts IV and VI; mixed into the state."""

    # ----------------------------------------------------------------- shock and rout

    def shock(self, unit: int, lines) -> None:
        """1.1b: a steady unit becomes shocked; a shocked one routs instead."""
        if unit in self.shocked:
            self.rout(unit, lines)
            return
        self.shocked.add(unit)
        if lines is not None:
            lines.append(Message(N_("%(unit)s is shocked."), unit=self.unit(unit)))

    def rout(self, unit: int, lines) -> None:
        """A unit leaves the field for its side's rout pile; a combat it fights in is over."""
        side, wing = self.place_of(unit)
        self.field[side][wing].remove(unit)
        self.shocked.discard(unit)
        self.routs[side].append(unit)
        if self.combat is not None and unit in self.combat[:2]:
            self.combat_over = True
        if lines is not None:
            lines.append(Message(N_("%(unit)s routs."), unit=self.unit(unit)))

    # ----------------------------------------------------------------- starting an attack

    def start_attack(self, lines) -> None:
        """IV.1: fight the next declared attack, or use the next declared ability."""
        unit, target, special = self.attacks.pop(0)
        place = self.place_of(unit)
        if place is None:
            if lines is not None:
                lines.append(Message(N_("%(unit)s has left the field; its attack lapses."), unit=self.unit(unit)))
            return
        if special:
            self.use_ability(unit, target, place, lines)
            return
        if self.place_of(target) is None:
            if lines is not None:
                lines.append(
                    Message(N_("%(unit)s has left the field; the attack on it lapses."), unit=self.unit(target))
                )
            return
        self.combat = [unit, target, place[0]]
        self.played = [[], []]
        self.from_reserve = []
        self.stood = [False, False]
        self.phase = 0
        self.combat_over = False
        if lines is not None:
            lines.append(
                Message(
                    ATTACK_LINE,
                    unit=self.unit(unit),
                    target=self.unit(target),
                    wing=self.t.wing_names[place[1]],
                )
            )

    # ----------------------------------------------------------------- cards in combat

    def _combat_side(self, action) -> int:
        """Check that a combat card or pass comes from the side whose phase it is; return 0 (attacker) or 1."""
        side = self.expect("combat", action)
        return 0 if side == self.combat[2] else 1

    def play_card(self, action, lines) -> None:
        """IV.3: play a reserve card's combat value onto the own unit in combat."""
        side = self.expect("combat", action)
        if action.card not in self.hands[side]:
            raise illegal(N_("That card is not in your reserve."))
        self.hands[side].remove(action.card)
        self.from_reserve.append(action.card)
        self.add_card(self._combat_side(action), action.card, lines)
        self.advance(lines)

    def call_card(self, action, lines) -> None:
        """IV.3: call the top card of the battle deck; an empty deck is first rebuilt from its discard (IV.8)."""
        side = self.expect("combat", action)
        if not self.deck and not self.discard:
            raise illegal(N_("The battle deck and its discard pile are both empty; play a reserve card or pass."))
        if not self.deck:
            self.deck = sorted(self.discard)
            self.discard = []
            if lines is not None:
                lines.append(Message(N_("The discard pile is shuffled into a new battle deck.")))
        self.caller = side
        self.step, self.actor = "draw", None
        if lines is not None:
            lines.append(Message(CALL_LINE, seat=self.name(side)))

    def draw_card(self, action, lines) -> None:
        """Chance: the called battle card lands on the caller's unit; a doctrine of the same cost may fire (1.2)."""
        if self.step != "draw":
            raise self._does_not_fit(action)
        card = action.card if action.card is not None else self.sampled_outcome().card
        self.check_drawn(card)
        self.deck.remove(card)
        self.draws += 1
        if not self.deck:
            self.deck_passes += 1
            if lines is not None:
                lines.append(
                    Message(
                        N_("The battle deck has run out (%(count)d of %(length)d)."),
                        count=self.deck_passes,
                        length=self.battle_length(),
                    )
                )
        who = 0 if self.caller == self.combat[2] else 1
        self.caller = None
        self.add_card(who, card, lines)
        value = self.t.value[card]
        attacker = self.combat[2]
        self.triggers = [s for s in (attacker, 1 - attacker) if self.matching_doctrines(s, value)]
        self.trigger_value = value if self.triggers else None
        self.advance(lines)

    def matching_doctrines(self, side: int, value: int) -> list[int]:
        """Return a side's doctrines whose cost equals a revealed battle card's value and that can take effect now."""
        return [d for d in self.doctrines[side] if self.t.doctrine_cost[d] == value and doctrine_uses(self, side, d)]

    def add_card(self, who: int, card: int, lines) -> None:
        """IV.4, IV.5c: a card on a unit; over 21 it busts and routs, past its Cohesion it is shocked."""
        unit = self.combat[who]
        side = self.combat[2] if who == 0 else 1 - self.combat[2]
        self.played[who].append(card)
        total = sum(self.t.value[c] for c in self.played[who])
        if lines is not None:
            lines.append(
                Message(
                    N_("%(unit)s: +%(value)d, total %(total)d."),
                    unit=self.unit(unit),
                    value=self.t.value[card],
                    total=total,
                )
            )
        wing = self.place_of(unit)[1]
        if total > BUST:
            if lines is not None:
                lines.append(Message(N_("%(unit)s busts over 21."), unit=self.unit(unit)))
            self.rout(unit, lines)
            self.hold(wing, 1 - side, lines)
        elif len(self.played[who]) > self.cohesion(unit, side, wing):
            self.shock(unit, lines)
        if not self.combat_over:
            other = 1 - who
            self.phase = who if self.stood[other] else other

    def stand(self, action, lines) -> None:
        """IV.5: pass for good; when both have passed the totals are compared."""
        who = self._combat_side(action)
        self.stood[who] = True
        if lines is not None:
            lines.append(Message(N_("%(seat)s passes."), seat=self.name(self.actor)))
        if self.stood[1 - who]:
            self.combat_over = True
        else:
            self.phase = 1 - who
        self.advance(lines)

    # ----------------------------------------------------------------- the end of a combat

    def end_combat(self, lines) -> None:
        """IV.5a-IV.7: compare after two passes, record the winner, clear the cards, settle the terrain."""
        attacker, defender, side = self.combat
        totals = tuple(sum(self.t.value[c] for c in cards) for cards in self.played)
        places = (self.place_of(attacker), self.place_of(defender))
        wing = next(place[1] for place in places if place is not None) if any(places) else None
        winner = None
        if places[0] is not None and places[1] is not None:
            arms = (self.t.arm[attacker], self.t.arm[defender])
            loser = combat_loser(arms, totals)
            if loser is not None:
                if lines is not None:
                    lines.append(
                        Message(N_("Both passed at %(first)d to %(second)d."), first=totals[0], second=totals[1])
                    )
                self.shock(self.combat[loser], lines)
            if totals[0] != totals[1]:
                winner = 0 if totals[0] > totals[1] else 1
        elif places[0] is not None:
            winner = 0
        elif places[1] is not None:
            winner = 1
        if winner is not None and wing is not None:
            winning_side = side if winner == 0 else 1 - side
            self.won.append([wing, winning_side, self.combat[1 - winner]])
        reserve = set(self.from_reserve)
        for who, owner in ((0, side), (1, 1 - side)):
            for card in self.played[who]:
                (self.routs[owner] if card in reserve else self.discard).append(card)
        self.combat = None
        self.played = [[], []]
        self.from_reserve = []
        self.stood = [False, False]
        self.combat_over = False
        if wing is not None:
            self.settle(wing, lines)

    def settle(self, wing: int, lines) -> None:
        """IV.6: a wing with units of one side only is held by that side."""
        present = [bool(self.field[s][wing]) for s in (0, 1)]
        if present[0] != present[1]:
            self.hold(wing, 0 if present[0] else 1, lines)

    def hold(self, wing: int, side: int, lines) -> None:
        """Turn a wing's terrain to HELD for a side."""
        if self.held[wing] == side:
            return
        self.held[wing] = side
        if lines is not None:
            lines.append(Message(N_("%(seat)s holds %(wing)s."), seat=self.name(side), wing=self.t.wing_names[wing]))

    # ----------------------------------------------------------------- advanced abilities

    def use_ability(self, unit: int, target: int, place, lines) -> None:
        """VI: the unit shocks itself (routs if shocked: ruling shocked-ability) for its ability's effect."""
        side, wing = place
        ability = self.t.ability[unit]
        if ability == "pursuit" and not any(w == wing and s == side and loser == target for w, s, loser in self.won):
            if lines is not None:
                lines.append(Message(N_("%(unit)s has no beaten enemy to pursue."), unit=self.unit(unit)))
            return
        if lines is not None:
            lines.append(
                Message(
                    N_("%(unit)s uses %(ability)s."),
                    unit=self.unit(unit),
                    ability=self.t.ability_names[ability],
                )
            )
        self.shock(unit, lines)
        if ability == "skirmish":
            if self.hands[1 - side]:
                self.loss = [1 - side, 1, 0]
        elif self.place_of(target) is not None and self.place_of(target)[1] == wing:
            self.shock(target, lines)
        self.settle(wing, lines)
