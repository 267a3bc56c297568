"""The tactical phase, assisted: the battles to fight, forced retreats, and the results the players enter.

The miniature battles are fought on the table; the app lists each with the army sizes, takes the
result (the winner and how great a victory or defeat) and applies its consequences: attrition in
steps, destroyed armies, retreats, the province's new status and the commanders' promotions.
"""

from __future__ import annotations

from engine.cards import suit_of
from engine.errors import InvalidActionError, illegal
from engine.i18n import N_, Message
from games.trumps_of_kings.actions import Result, Retreat, Terrain
from games.trumps_of_kings.data import CLIENT, NOBODY, ROYAL
from games.trumps_of_kings.geography import UNREACHABLE

SIDES = ("attacker", "defender")
VICTORIES = ("major_victory", "victory")
DEFEATS = ("minor_defeat", "major_defeat")


def new_battle(province: int, attacker: int, army: int) -> dict:
    """Return the record of an invasion just established: its defenders and who commands them come later."""
    return {
        "province": province,
        "attacker": attacker,
        "army": army,
        "bonus": 0,
        "defenders": [],
        "defended_by": NOBODY,
        "result": None,
        "terrain": [False, False],
    }


class TacticalRules:
    """Battles, retreats and their consequences."""

    def begin_tactical(self, lines=None) -> None:
        """List each battle's defenders and who commands them; armies below fighting strength in an invaded
        province must retreat."""
        fit = self.t.rules.armies.fit_to_fight
        # An army that invades elsewhere has left its province: it does not defend it too.
        attackers = {battle["army"] for battle in self.battles}
        for battle in self.battles:
            p = battle["province"]
            here = [a for a, at in enumerate(self.army_at) if at == p and a not in attackers]
            battle["defenders"] = [a for a in here if self.army_size[a] >= fit]
            self.retreats.extend(a for a in here if self.army_size[a] < fit)
        # Everyone is named before any battle is fought, so that no result changes who commands the next one.
        for battle in self.battles:
            battle["defended_by"] = self.defence_commander(battle)
        if lines is not None:
            lines.append(
                Message(N_("The strategic phase is over; battles to fight: %(count)d."), count=len(self.battles))
            )
        self._continue_tactical(lines)

    def open_battle(self) -> dict | None:
        """Return the first battle still without a result, or None."""
        return next((b for b in self.battles if b["result"] is None), None)

    def defence_commander(self, battle) -> int:
        """Return the kingdom that commands a battle's defending side (ruling non-player-armies): the province's
        holder if it has a player, else a player whose own Royal Army defends it, else the nearest player."""
        holder = self.holder[battle["province"]]
        if holder in self.playing:
            return holder
        for a in battle["defenders"]:
            if self.t.army_kingdom[a] != battle["attacker"]:
                return self.t.army_kingdom[a]
        return self.nearest_player(battle["province"], {battle["attacker"]})

    def nearest_player(self, p: int, busy) -> int:
        """Return the player not in ``busy`` whose areas or armies are the fewest steps from a province.

        Its areas are its Royal Provinces, Provinces and Clients; steps are counted on the map as an army
        travels (geography.py). A tie goes to the kingdom earlier in this turn's order of play.
        """
        distance = self.t.distance[p]
        steps = {k: UNREACHABLE for k in self.order if k not in busy}
        for q, holder in enumerate(self.holder):
            if holder in steps and self.controls(holder, q):
                steps[holder] = min(steps[holder], distance[q])
        for a, at in enumerate(self.army_at):
            k = self.t.army_kingdom[a]
            if at != NOBODY and k in steps:
                steps[k] = min(steps[k], distance[at])
        return min(steps, key=steps.get)  # the first of equals: dicts keep the order of play

    def side_name(self, battle: dict, side: str) -> Message:
        """Return the name of a battle's side: the attacking kingdom, or the province's kingdom with a player,
        else the province itself (its garrison, whoever commands it)."""
        if side == "attacker":
            return self.name(battle["attacker"])
        holder = self.holder[battle["province"]]
        return self.name(holder) if holder in self.playing else self.place(battle["province"])

    def result_enterers(self, battle) -> list[int]:
        """Return the kingdoms that may enter a battle's result: the attacker and the defence's commander."""
        if battle is None:
            return []
        return [battle["attacker"], battle["defended_by"]]

    def retreat_options(self, a: int) -> list[int]:
        """Return where a retreating army may go: a neighbouring area of its own kingdom with no battle to come."""
        k = self.t.army_kingdom[a]
        at = self.army_at[a]
        fighting = {b["province"] for b in self.battles if b["result"] is None}
        return [q for q in self.t.land_reach[k][at] if self.controls(k, q) and q not in fighting]

    def _continue_tactical(self, lines) -> None:
        while self.retreats and not self.retreat_options(self.retreats[0]):
            a = self.retreats.pop(0)
            self._destroy(a)
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(commander)s's army has nowhere to retreat and is destroyed."),
                        commander=self.commander(a),
                    )
                )
        if self.retreats:
            self.step = "retreat"
            self.actor = self.t.army_kingdom[self.retreats[0]]
        elif self.open_battle() is not None:
            self.step = "battles"
            self.actor = None
        else:
            self.end_turn(lines)

    def _destroy(self, a: int) -> None:
        self.army_at[a] = NOBODY
        self.army_size[a] = 0

    def _retreat(self, action: Retreat, lines) -> None:
        k = self._expect(("retreat",), action)
        a = self._army(action.army, k)
        if a != self.retreats[0]:
            raise illegal(N_("%(commander)s's army retreats first."), commander=self.commander(self.retreats[0]))
        q = self._province(action.province)
        if q not in self.retreat_options(a):
            raise illegal(N_("A retreat goes to a neighbouring area of your own with no battle to come."))
        self.army_at[a] = q
        self.retreats.pop(0)
        if lines is not None:
            lines.append(
                Message(
                    N_("%(commander)s's army retreats to %(province)s."),
                    commander=self.commander(a),
                    province=self.place(q),
                )
            )
        self._continue_tactical(lines)

    def _battle_at(self, name: str) -> dict:
        p = self._province(name)
        battle = next((b for b in self.battles if b["province"] == p and b["result"] is None), None)
        if battle is None:
            raise illegal(N_("No battle is to be fought for %(province)s."), province=self.place(p))
        return battle

    def _result(self, action: Result, lines) -> None:
        if self.step != "battles":
            raise self._does_not_fit(action)
        if action.winner not in SIDES:
            raise InvalidActionError(N_("The winner is the attacker or the defender."))
        if action.victory not in VICTORIES:
            raise InvalidActionError(N_("A victory is major_victory or victory."))
        if action.defeat not in DEFEATS:
            raise InvalidActionError(N_("A defeat is minor_defeat or major_defeat."))
        k = self._kingdom(action.seat)
        battle = self._battle_at(action.province)
        p, attacker, army = battle["province"], battle["attacker"], battle["army"]
        if k not in self.result_enterers(battle):
            raise illegal(
                N_("%(attacker)s and %(defence)s command the battle for %(province)s: one of them enters its result."),
                attacker=self.name(attacker),
                defence=self.name(battle["defended_by"]),
                province=self.place(p),
            )
        battle["result"] = [action.winner, action.victory, action.defeat]
        winners, losers = (
            ([army], battle["defenders"]) if action.winner == "attacker" else (battle["defenders"], [army])
        )
        step, losses = self.t.rules.armies.step, self.t.losses
        for group, grade in ((winners, action.victory), (losers, action.defeat)):
            for a in group:
                if self.army_at[a] == NOBODY:
                    continue
                self.army_size[a] -= losses[grade] * step
                if self.army_size[a] <= 0:
                    self._destroy(a)
                    if lines is not None:
                        lines.append(Message(N_("%(commander)s's army is destroyed."), commander=self.commander(a)))
        for a in winners:
            if self.army_at[a] != NOBODY:
                before = self.skill(a)
                self.army_wins[a] += 1
                if self.skill(a) > before and lines is not None:
                    lines.append(
                        Message(
                            N_("%(commander)s rises to skill %(skill)d."),
                            commander=self.commander(a),
                            skill=self.skill(a),
                        )
                    )
        if lines is not None:
            side = self.side_name(battle, action.winner)
            lines.append(
                Message(
                    N_("Battle for %(province)s: %(side)s wins (%(grade)s)."),
                    province=self.place(p),
                    side=side,
                    grade=self.t.grade_names[action.victory],
                )
            )
        if action.winner == "attacker":
            self._set_status(p, ROYAL if self.t.home[p] == attacker else CLIENT, attacker)
            if self.army_at[army] != NOBODY:
                self.army_at[army] = p
            self.retreats.extend(a for a in battle["defenders"] if self.army_at[a] == p)
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(province)s is now %(kingdom)s's %(status)s."),
                        province=self.place(p),
                        kingdom=self.name(attacker),
                        status=self.t.status_names[self.status[p]],
                    )
                )
        self._continue_tactical(lines)

    def terrain_side(self, k: int, battle: dict) -> int | None:
        """Return the side (0 attacker, 1 defender) whose tactical spade a kingdom plays in a battle, or None."""
        if k == battle["attacker"]:
            return 0
        # A non-player defender's army is commanded by the player named when the battles began.
        return 1 if k == battle["defended_by"] else None

    def _terrain(self, action: Terrain, lines) -> None:
        if self.step != "battles":
            raise self._does_not_fit(action)
        k = self._kingdom(action.seat)
        battle = self._battle_at(action.province)
        self._card_in_hand(k, action.card)
        if suit_of(action.card) != "S":
            raise illegal(N_("The tactical card is a spade."))
        side = self.terrain_side(k, battle)
        if side is None:
            raise illegal(N_("%(kingdom)s commands no side of this battle."), kingdom=self.name(k))
        if battle["terrain"][side]:
            raise illegal(N_("Each side plays one tactical spade at most."))
        battle["terrain"][side] = True
        self.spend(k, action.card)
        self.discard.append(action.card)
        if lines is not None:
            lines.append(
                Message(
                    N_("%(kingdom)s plays a spade: one piece of terrain in %(province)s is moved or removed."),
                    kingdom=self.name(k),
                    province=self.place(battle["province"]),
                )
            )

    @classmethod
    def tactical_handlers(cls) -> dict:
        """Return the handlers of the tactical phase."""
        return {Retreat: cls._retreat, Result: cls._result, Terrain: cls._terrain}
