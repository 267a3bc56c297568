"""The set-up of a battle (rulebook part II): terrain, armies, weather, doctrines, secret deployment,
the hussars' terrain swap and the choice of the first player."""

from __future__ import annotations

from collections import Counter

from engine.errors import IllegalActionError, illegal
from engine.i18n import N_, Message, all_of, nmessage


class SetupRules:
    """The handlers of part II; mixed into the state."""

    # ----------------------------------------------------------------- terrain and armies

    def reveal_terrain(self, action, lines) -> None:
        """11.3: three terrain cards become the wings."""
        if self.step != "reveal_terrain":
            raise self._does_not_fit(action)
        cards = action.cards if action.cards is not None else self.sampled_outcome().cards
        if len(cards) != 3 or len(set(cards)) != 3:
            raise illegal(N_("Reveal three different terrain cards, one for each wing."))
        for card in cards:
            if card not in self.terrain_deck:
                raise illegal(N_("Terrain card %(card)d is not in the terrain deck."), card=card)
        self.wings = list(cards)
        for card in cards:
            self.terrain_deck.remove(card)
        self.draws += 1
        if lines is not None:
            for wing, card in enumerate(cards):
                lines.append(
                    Message(
                        N_("%(wing)s: %(terrain)s."), wing=self.t.wing_names[wing], terrain=self.t.terrain_label(card)
                    )
                )
        self.step = "deal"

    def deal(self, action, lines) -> None:
        """11.4-11.6: each army is dealt its cards; the rest become the battle deck."""
        if self.step != "deal":
            raise self._does_not_fit(action)
        self.refuse_while_entering()
        if action.north is None and action.south is None:
            action = self.sampled_outcome()
        if action.north is None or action.south is None:
            raise illegal(N_("Enter both armies, or neither."))
        size = self.t.rules.setup.army_dealt
        cards = [*action.north, *action.south]
        for card in cards:
            self.check_unit_number(card)
        if len(set(cards)) != len(cards):
            raise illegal(N_("The same unit card was entered twice."))
        for side, hand in enumerate((action.north, action.south)):
            if len(hand) != size:
                raise IllegalActionError(
                    nmessage(
                        "%(seat)s is dealt %(count)d unit card, not %(given)d.",
                        "%(seat)s is dealt %(count)d unit cards, not %(given)d.",
                        size,
                        seat=self.name(side),
                        given=len(hand),
                    )
                )
        self.hands = [list(action.north), list(action.south)]
        self.finish_unit_deal(lines)

    def finish_unit_deal(self, lines) -> None:
        """11.6: with both armies' cards known, the rest become the battle deck."""
        size = self.t.rules.setup.army_dealt
        dealt = {*self.hands[0], *self.hands[1]}
        self.deck = [card for card in range(self.t.units) if card not in dealt]
        self.draws += 1
        if lines is not None:
            lines.append(
                nmessage(
                    "Each army was dealt %(count)d unit card.",
                    "Each army was dealt %(count)d unit cards.",
                    size,
                )
            )
        self.step = "discard"

    def discard_units(self, action, lines) -> None:
        """11.5: a player discards unit cards in secret; they leave the game (ruling army-discards)."""
        side = self.seat(action.seat)
        if self.step != "discard":
            raise self._does_not_fit(action)
        count = self.t.rules.setup.army_discard
        if self.boxed[side]:
            raise illegal(N_("%(seat)s has already discarded."), seat=self.name(side))
        self._check_own(action.cards, self.hands[side], count, N_("unit cards dealt to you"))
        self.boxed[side] = list(action.cards)
        for card in action.cards:
            self.hands[side].remove(card)
        if lines is not None:
            lines.append(
                nmessage(
                    "%(seat)s discarded %(count)d unit card in secret.",
                    "%(seat)s discarded %(count)d unit cards in secret.",
                    count,
                    seat=self.name(side),
                )
            )
        if all(self.boxed):
            self.step = "weather"

    def _check_own(self, cards, pool, count: int, where: str) -> None:
        """Refuse a choice that is not ``count`` different cards of ``pool``."""
        if len(cards) != count or len(set(cards)) != count:
            raise IllegalActionError(
                nmessage("Choose exactly %(count)d different card.", "Choose exactly %(count)d different cards.", count)
            )
        for card in cards:
            if card not in pool:
                raise illegal(N_("Card %(card)d is not among the %(where)s."), card=card, where=Message(where))

    # ----------------------------------------------------------------- weather

    def reveal_weather(self, action, lines) -> None:
        """11.7: a trigger value brings bad weather, and a second card tells fog from rain or snow."""
        if self.step != "weather":
            raise self._does_not_fit(action)
        card = action.card if action.card is not None else self.sampled_outcome().card
        self.check_drawn(card)
        self.deck.remove(card)
        self.discard.append(card)  # ruling weather-cards
        self.weather_cards.append(card)
        self.draws += 1
        weather = self.t.rules.weather
        value = self.t.value[card]
        if len(self.weather_cards) == 1:
            if value in weather.trigger:
                if lines is not None:
                    lines.append(Message(N_("The weather card is a %(value)d: bad weather."), value=value))
                return
            self.weather = "fair"
            if lines is not None:
                lines.append(Message(N_("The weather card is a %(value)d: fair weather."), value=value))
        elif value in weather.fog.values:
            self.weather = "fog"
            self.doctrine_deck.remove(self.t.fog_doctrine)
            self.doctrine_out.append(self.t.fog_doctrine)
            if lines is not None:
                lines.append(Message(N_("The second card is a %(value)d: fog."), value=value))
        else:
            self.weather = "rain"
            self._replace_plains(lines)
            if lines is not None:
                lines.append(Message(N_("The second card is a %(value)d: rain or snow."), value=value))
        self.step = "deal_doctrines"

    def _replace_plains(self, lines) -> None:
        """Rain or snow: every plains wing becomes difficult going; plains leave the game (ruling rain-terrain)."""
        t = self.t
        plains = t.rules.weather.rain.replaces
        heavy = t.rules.setup.set_aside_terrain
        for wing, card in enumerate(self.wings):
            if t.terrain_kind[card] != plains:
                continue
            spare = [c for c in self.terrain_deck if t.terrain_kind[c] == heavy]
            if self.set_aside:
                replacement = self.set_aside.pop(0)
            elif spare:
                replacement = spare[0]
                self.terrain_deck.remove(replacement)
            else:
                continue
            self.wings[wing] = replacement
            self.terrain_out.append(card)
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(wing)s becomes %(terrain)s."),
                        wing=t.wing_names[wing],
                        terrain=t.terrain_label(replacement),
                    )
                )
        for card in [c for c in self.terrain_deck if t.terrain_kind[c] == plains]:
            self.terrain_deck.remove(card)
            self.terrain_out.append(card)

    # ----------------------------------------------------------------- doctrines

    def deal_doctrines(self, action, lines) -> None:
        """11.8: doctrines dealt to each player."""
        if self.step != "deal_doctrines":
            raise self._does_not_fit(action)
        self.refuse_while_entering()
        if action.north is None and action.south is None:
            action = self.sampled_outcome()
        if action.north is None or action.south is None:
            raise illegal(N_("Enter both players' doctrines, or neither."))
        size = self.t.rules.setup.doctrines_dealt
        cards = [*action.north, *action.south]
        if len(set(cards)) != len(cards):
            raise illegal(N_("The same doctrine was entered twice."))
        for card in cards:
            if card not in self.doctrine_deck:
                raise illegal(N_("Doctrine %(card)d is not in the doctrine deck."), card=card)
        if len(action.north) != size or len(action.south) != size:
            raise IllegalActionError(
                nmessage("Each player is dealt %(count)d doctrine.", "Each player is dealt %(count)d doctrines.", size)
            )
        self.doctrine_hands = [list(action.north), list(action.south)]
        for card in cards:
            self.doctrine_deck.remove(card)
        self.finish_doctrine_deal(lines)

    def finish_doctrine_deal(self, lines) -> None:
        """11.8: both players hold their doctrines; they choose which to keep."""
        size = self.t.rules.setup.doctrines_dealt
        self.draws += 1
        if lines is not None:
            lines.append(
                nmessage(
                    "Each player was dealt %(count)d doctrine.", "Each player was dealt %(count)d doctrines.", size
                )
            )
        self.step = "keep"

    def keep_doctrines(self, action, lines) -> None:
        """11.9: each player keeps doctrines for the battle; they are revealed once both have chosen."""
        side = self.seat(action.seat)
        if self.step != "keep":
            raise self._does_not_fit(action)
        if self.kept[side] is not None:
            raise illegal(N_("%(seat)s has already chosen doctrines."), seat=self.name(side))
        self._check_own(
            action.cards, self.doctrine_hands[side], self.t.rules.setup.doctrines_kept, N_("doctrines dealt to you")
        )
        self.kept[side] = list(action.cards)
        if lines is not None:
            lines.append(Message(N_("%(seat)s chose doctrines."), seat=self.name(side)))
        if None in self.kept:
            return
        for s in (0, 1):
            self.doctrines[s] = sorted(self.kept[s])
            self.doctrine_out += [card for card in self.doctrine_hands[s] if card not in self.kept[s]]
            self.doctrine_hands[s] = []
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(seat)s's doctrines: %(doctrines)s."),
                        seat=self.name(s),
                        doctrines=all_of([self.t.doctrine_names[d] for d in self.doctrines[s]]),
                    )
                )
        self.kept = [None, None]
        self.step = "place"

    # ----------------------------------------------------------------- deployment

    def place(self, action, lines) -> None:
        """11.11: each player deploys face down, filling every wing; both are revealed together."""
        side = self.seat(action.seat)
        if self.step != "place":
            raise self._does_not_fit(action)
        if self.placements[side] is not None:
            raise illegal(N_("%(seat)s has already deployed."), seat=self.name(side))
        wings = (action.left, action.centre, action.right)
        units = [unit for wing in wings for unit in wing]
        if len(set(units)) != len(units):
            raise illegal(N_("A unit cannot be deployed twice."))
        for wing, placed in enumerate(wings):
            if len(placed) != self.capacity(wing):
                raise IllegalActionError(
                    nmessage(
                        "Deploy exactly %(count)d unit on %(wing)s.",
                        "Deploy exactly %(count)d units on %(wing)s.",
                        self.capacity(wing),
                        wing=self.t.wing_names[wing],
                    )
                )
        for unit in units:
            if unit not in self.hands[side]:
                raise illegal(N_("Unit card %(card)d is not in your army."), card=unit)
        self.placements[side] = [list(wing) for wing in wings]
        if lines is not None:
            lines.append(Message(N_("%(seat)s deployed face down."), seat=self.name(side)))
        if None in self.placements:
            return
        for s in (0, 1):
            self.field[s] = self.placements[s]
            for wing in range(3):
                for unit in self.field[s][wing]:
                    self.hands[s].remove(unit)
                if lines is not None:
                    lines.append(
                        Message(
                            N_("%(seat)s reveals on %(wing)s: %(units)s."),
                            seat=self.name(s),
                            wing=self.t.wing_names[wing],
                            units=all_of([self.unit(u) for u in self.field[s][wing]]),
                        )
                    )
        self.placements = [None, None]
        self._after_deployment(lines)

    def _after_deployment(self, lines) -> None:
        """11.12: the side with most hussars may swap a terrain (not in fog, not on a tie: ruling hussar-swap)."""
        hussars = [sum(self.t.unit_type[u] == "hussars" for wing in self.field[s] for u in wing) for s in (0, 1)]
        if self.weather == "fog" or hussars[0] == hussars[1] or not self.terrain_deck:
            self._decide_first(lines)
            return
        self.swapper = 0 if hussars[0] > hussars[1] else 1
        self.step = "draw_terrain"
        self.actor = None

    def draw_terrain(self, action, lines) -> None:
        """11.12: the player with most hussars draws the top terrain card."""
        if self.step != "draw_terrain":
            raise self._does_not_fit(action)
        card = action.card if action.card is not None else self.sampled_outcome().card
        if card not in self.terrain_deck:
            raise illegal(N_("Terrain card %(card)d is not in the terrain deck."), card=card)
        self.terrain_deck.remove(card)
        self.drawn_terrain = card
        self.draws += 1
        if lines is not None:
            lines.append(
                Message(
                    N_("%(seat)s has most hussars and draws %(terrain)s."),
                    seat=self.name(self.swapper),
                    terrain=self.t.terrain_label(card),
                )
            )
        self.step = "swap"
        self.actor = self.swapper

    def swap_terrain(self, action, lines) -> None:
        """11.12: the drawn terrain replaces one wing's, or goes back under the deck."""
        side = self.expect("swap", action)
        drawn = self.drawn_terrain
        if action.wing is None:
            self.terrain_deck.append(drawn)
            if lines is not None:
                lines.append(Message(N_("%(seat)s keeps the terrain as it is."), seat=self.name(side)))
        else:
            wing = self.wing(action.wing)
            capacity = self.t.capacity[drawn]
            if any(len(self.field[s][wing]) > capacity for s in (0, 1)):
                raise illegal(
                    N_("%(terrain)s holds only %(count)d unit per side, and %(wing)s has more."),
                    terrain=self.t.terrain_label(drawn),
                    count=capacity,
                    wing=self.t.wing_names[wing],
                )
            self.terrain_deck.append(self.wings[wing])
            self.wings[wing] = drawn
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(wing)s becomes %(terrain)s."),
                        wing=self.t.wing_names[wing],
                        terrain=self.t.terrain_label(drawn),
                    )
                )
        self.drawn_terrain = None
        self._decide_first(lines)

    # ----------------------------------------------------------------- the first player

    def _decide_first(self, lines) -> None:
        """11.13: the first listed type with a strict majority gives its player the choice (ruling first-player)."""
        counts = [Counter(self.t.unit_type[u] for wing in self.field[s] for u in wing) for s in (0, 1)]
        self.decider = None
        for kind in self.t.rules.setup.first_player_order:
            if counts[0][kind] != counts[1][kind]:
                self.decider = 0 if counts[0][kind] > counts[1][kind] else 1
                break
        self.step = "first"
        self.actor = self.decider

    def choose_first(self, action, lines) -> None:
        """11.13: the deciding player names who starts; on a full tie the younger player starts."""
        side = self.seat(action.seat)
        if self.step != "first":
            raise self._does_not_fit(action)
        if self.decider is not None and side != self.decider:
            raise illegal(N_("%(seat)s chooses who starts."), seat=self.name(self.decider))
        first = self.seat(action.first)
        if lines is not None:
            if self.decider is None:
                lines.append(
                    Message(N_("Every type ties: the younger player, %(seat)s, starts."), seat=self.name(first))
                )
            else:
                lines.append(
                    Message(N_("%(seat)s chooses: %(first)s starts."), seat=self.name(side), first=self.name(first))
                )
        self.decider = None
        self.start_turn(first, lines)
