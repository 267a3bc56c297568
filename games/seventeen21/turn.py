"""A player's turn (rulebook part III): the exposed flank at its start, then exactly one of deploying,
activating a doctrine, declaring attacks or calling a rout; and the doctrines' effects."""

from __future__ import annotations

from engine.errors import IllegalActionError, illegal
from engine.i18n import N_, Message, nmessage
from games.seventeen21.reasons import (
    attack_count_problem,
    deployment_count_problem,
    payment_problem,
    recover_count_problem,
    room_problem,
    target_problem,
)
from games.seventeen21.schema import WINGS

DEPLOY_MOST = 2  # III a: a turn deploys up to two units


class TurnRules:
    """The handlers of part III and the doctrines; mixed into the state."""

    def outflanked(self, action, lines) -> None:
        """IV.10: a side without a unit on a lateral wing shocks one steady centre unit of its choice."""
        side = self.expect("flank", action)
        self.check_unit_number(action.unit)
        if action.unit not in self.flank_victims(side):
            raise illegal(N_("Choose a steady unit of yours in the centre."))
        if lines is not None:
            lines.append(
                Message(
                    N_("%(seat)s's flank is exposed: %(unit)s is shocked."),
                    seat=self.name(side),
                    unit=self.unit(action.unit),
                )
            )
        self.shock(action.unit, lines)
        self.step = "turn"

    def _start_action(self, action) -> int:
        """Check that the turn's one action is due from this seat; return the side."""
        return self.expect("turn", action)

    # ----------------------------------------------------------------- a) deploy

    def deploy(self, action, lines) -> None:
        """III a: deploy up to two reserve units into free places; never replacing a unit."""
        side = self._start_action(action)
        self._check_deployment(side, action.units, action.wings, DEPLOY_MOST)
        self._put_on_field(side, action.units, action.wings, lines)
        self.acted = True
        self.stalls = 0
        self.advance(lines)

    def _check_deployment(self, side: int, units, wings, most: int, paying=()) -> list[int]:
        """Refuse a deployment that is not 1 to ``most`` reserve units into free places; return the wings."""
        problem = deployment_count_problem(len(units), most)
        if problem is None and len(units) != len(wings):
            problem = deployment_count_problem(0, most)
        if problem is not None:
            raise IllegalActionError(problem)
        if len(set(units)) != len(units):
            raise illegal(N_("A unit cannot be deployed twice."))
        numbers = [self.wing(name) for name in wings]
        for unit in units:
            self.check_unit_number(unit)
            if unit not in self.hands[side] or unit in paying:
                raise illegal(N_("%(unit)s is not in your reserve."), unit=self.unit(unit))
        for wing in set(numbers):
            free = self.capacity(wing) - len(self.field[side][wing])
            if numbers.count(wing) > free:
                raise IllegalActionError(room_problem(self.t.wing_names[wing]))
        return numbers

    def _put_on_field(self, side: int, units, wings, lines) -> None:
        for unit, name in zip(units, wings, strict=True):
            wing = WINGS.index(name)
            self.hands[side].remove(unit)
            self.field[side][wing].append(unit)
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(seat)s deploys %(unit)s on %(wing)s."),
                        seat=self.name(side),
                        unit=self.unit(unit),
                        wing=self.t.wing_names[wing],
                    )
                )

    # ----------------------------------------------------------------- b) doctrines

    def activate_doctrine(self, action, lines) -> None:
        """III b: pay a doctrine from reserve values; or, after a matching battle card, use it free (1.2)."""
        side = self.seat(action.seat)
        free = self.step == "trigger"
        if free:
            self.expect("trigger", action)
        else:
            self._start_action(action)
        doctrine = action.doctrine
        if doctrine not in self.doctrines[side]:
            raise illegal(N_("That doctrine is not one of your army's doctrines."))
        cost = self.t.doctrine_cost[doctrine]
        if free:
            if action.pay:
                raise illegal(N_("A doctrine the battle card matched costs nothing; pay no cards."))
            if cost != self.trigger_value:
                raise illegal(
                    N_("The battle card was a %(value)d; %(doctrine)s costs %(cost)d."),
                    value=self.trigger_value,
                    doctrine=self.t.doctrine_names[doctrine],
                    cost=cost,
                )
        else:
            self._check_payment(side, action.pay, cost)
        self._check_effect(side, doctrine, action)
        if not free:
            for card in action.pay:
                self.hands[side].remove(card)
                self.routs[side].append(card)
            self.acted = True
            self.stalls = 0
        else:
            self.triggers.pop(0)
        if lines is not None:
            lines.append(
                Message(
                    N_("%(seat)s activates %(doctrine)s for free.") if free else N_("%(seat)s pays for %(doctrine)s."),
                    seat=self.name(side),
                    doctrine=self.t.doctrine_names[doctrine],
                )
            )
        self._apply_effect(side, doctrine, action, lines)
        self.advance(lines)

    def _check_payment(self, side: int, pay, cost: int) -> None:
        """Refuse a payment that is short, holds a card twice or a card not needed (ruling doctrine-payment)."""
        if len(set(pay)) != len(pay):
            raise illegal(N_("A card cannot be paid twice."))
        for card in pay:
            self.check_unit_number(card)
            if card not in self.hands[side]:
                raise illegal(N_("%(unit)s is not in your reserve."), unit=self.unit(card))
        problem = payment_problem([self.t.value[card] for card in pay], cost)
        if problem is not None:
            raise IllegalActionError(problem)

    def _check_effect(self, side: int, doctrine: int, action) -> None:
        """Refuse a doctrine whose effect cannot be carried out as asked."""
        t = self.t
        effect = t.doctrine_effect[doctrine]
        kind = effect.kind
        if kind in ("rally", "shock"):
            target = action.target
            place = None if target is None else self.place_of(target)
            owner = side if kind == "rally" else 1 - side
            if place is None or place[0] != owner:
                raise IllegalActionError(target_problem(kind))
            if kind == "rally" and target not in self.shocked:
                raise illegal(N_("%(unit)s is steady; only a shocked unit can rally."), unit=self.unit(target))
            if kind == "shock" and effect.types and t.unit_type[target] not in effect.types:
                raise illegal(N_("This doctrine cannot shock %(unit)s."), unit=self.unit(target))
        elif kind == "recover":
            cards = action.cards
            problem = recover_count_problem(len(cards), effect.amount)
            if problem is None and len(set(cards)) != len(cards):
                problem = recover_count_problem(0, effect.amount)
            if problem is not None:
                raise IllegalActionError(problem)
            for card in cards:
                if card not in self.routs[side]:
                    raise illegal(N_("%(unit)s is not in your rout pile."), unit=self.unit(card))
        elif kind == "enemy_discard":
            if not self.hands[1 - side]:
                raise illegal(N_("The enemy's reserve is empty."))
        elif kind == "deploy":
            self._check_deployment(side, action.cards, action.wings, effect.amount, action.pay)
        elif doctrine in self.active[side]:
            raise illegal(N_("%(doctrine)s is already in force."), doctrine=t.doctrine_names[doctrine])

    def _apply_effect(self, side: int, doctrine: int, action, lines) -> None:
        effect = self.t.doctrine_effect[doctrine]
        kind = effect.kind
        if kind == "rally":
            self.shocked.discard(action.target)
            if lines is not None:
                lines.append(Message(N_("%(unit)s rallies and is steady again."), unit=self.unit(action.target)))
        elif kind == "shock":
            self.shock(action.target, lines)
        elif kind == "recover":
            for card in action.cards:
                self.routs[side].remove(card)
                self.hands[side].append(card)
            if lines is not None:
                lines.append(
                    nmessage(
                        "%(seat)s takes %(count)d card back from the rout pile.",
                        "%(seat)s takes %(count)d cards back from the rout pile.",
                        len(action.cards),
                        seat=self.name(side),
                    )
                )
        elif kind == "enemy_discard":
            self.loss = [1 - side, min(effect.amount, len(self.hands[1 - side])), 0]
        elif kind == "deploy":
            self._put_on_field(side, action.cards, action.wings, lines)
        else:
            self.active[side].append(doctrine)

    def decline(self, action, lines) -> None:
        """1.2: let the doctrines a battle card matched go unused."""
        self.expect("trigger", action)
        self.triggers.pop(0)
        if lines is not None:
            lines.append(Message(N_("%(seat)s lets the doctrine go."), seat=self.name(self.seat(action.seat))))
        self.advance(lines)

    # ----------------------------------------------------------------- c) attacks

    def declare_attacks(self, action, lines) -> None:
        """III c: at least two attacks by different units, each against an enemy in its wing, fought in order."""
        side = self._start_action(action)
        units, targets, special = action.units, action.targets, set(action.special)
        problem = attack_count_problem(len(units))
        if problem is None and len(targets) != len(units):
            problem = attack_count_problem(0)
        if problem is not None:
            raise IllegalActionError(problem)
        if len(set(units)) != len(units):
            raise illegal(N_("Each attack needs a different unit."))
        if special and not self.options["advanced"]:
            raise illegal(N_("Special abilities belong to the advanced rules, which this table does not use."))
        if not special <= set(units):
            raise illegal(N_("Only a unit declared in the attacks can use its ability."))
        for unit, target in zip(units, targets, strict=True):
            self._check_attack(side, unit, target, unit in special)
        self.attacks = [[unit, target, int(unit in special)] for unit, target in zip(units, targets, strict=True)]
        if lines is not None:
            lines.append(
                nmessage(
                    "%(seat)s declares %(count)d attack.",
                    "%(seat)s declares %(count)d attacks.",
                    len(units),
                    seat=self.name(side),
                )
            )
        self.acted = True
        self.stalls = 0
        self.advance(lines)

    def _check_attack(self, side: int, unit: int, target: int, special: bool) -> None:
        """Refuse one declared attack or ability that the rules do not allow."""
        self.check_unit_number(unit)
        place = self.place_of(unit)
        if place is None or place[0] != side:
            raise illegal(N_("%(unit)s is not one of your units on the field."), unit=self.unit(unit))
        wing = place[1]
        ability = self.t.ability[unit] if special else None
        if special and ability is None:
            raise illegal(N_("%(unit)s has no special ability."), unit=self.unit(unit))
        if ability == "skirmish":
            if target != -1:
                raise illegal(N_("A skirmish has no target: give -1."))
            return
        if target < 0 or target >= self.t.units or target not in self.field[1 - side][wing]:
            raise illegal(N_("%(unit)s can only attack an enemy unit in its own wing."), unit=self.unit(unit))
        if ability == "hunt" and self.t.unit_type[target] != "light":
            raise illegal(N_("Hussars hunt only light infantry."))

    # ----------------------------------------------------------------- d) rout

    def call_rout(self, action, lines) -> None:
        """III d: a deployed unit goes to the rout pile and a reserve unit takes its place."""
        side = self._start_action(action)
        self.check_unit_number(action.unit)
        place = self.place_of(action.unit)
        if place is None or place[0] != side:
            raise illegal(N_("%(unit)s is not one of your units on the field."), unit=self.unit(action.unit))
        replacement = action.replacement
        if replacement is None and self.hands[side]:
            raise illegal(N_("Name the reserve unit that replaces the routed one."))
        if replacement is not None and replacement not in self.hands[side]:
            raise illegal(N_("The replacement must come from your reserve."))
        wing = place[1]
        if lines is not None:
            lines.append(
                Message(N_("%(seat)s calls the rout of %(unit)s."), seat=self.name(side), unit=self.unit(action.unit))
            )
        self.rout(action.unit, lines)
        if replacement is not None:
            self.hands[side].remove(replacement)
            self.field[side][wing].append(replacement)
            if lines is not None:
                lines.append(Message(N_("%(unit)s takes its place."), unit=self.unit(replacement)))
        self.acted = True
        self.stalls = 0
        self.advance(lines)

    def pass_turn(self, action, lines) -> None:
        """Ruling no-legal-action: a player who can do nothing has no army left; it passes and the battle ends."""
        side = self._start_action(action)
        if self.has_turn_action(side):
            raise illegal(N_("You can still act this turn; passing is only for a player who cannot."))
        self.stalls += 1
        self.acted = True
        if lines is not None:
            lines.append(Message(N_("%(seat)s can do nothing and passes."), seat=self.name(side)))
        self.advance(lines)

    def has_turn_action(self, side: int) -> bool:
        """Tell whether a side has any of the four actions of a turn."""
        field = self.field[side]
        if any(field):
            return True  # a rout can always be called
        return bool(self.hands[side]) and any(self.capacity(w) > len(field[w]) for w in range(3))
