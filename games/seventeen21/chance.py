"""The draws of 17(21): each chance step's outcome drawn from the seed, and cards lost at random
(half a rout pile when a reserve runs out, IV.9; a reserve card an enemy forces out)."""

from __future__ import annotations

from engine.errors import IllegalActionError, illegal
from engine.i18n import N_, nmessage
from engine.rng import draw
from engine.secrets import refuse_cards_not_in
from games.seventeen21 import actions as a

OPEN_DRAWS = {
    "reveal_terrain": a.RevealTerrain(),
    "deal": a.Deal(),
    "weather": a.Weather(),
    "deal_doctrines": a.DealDoctrines(),
    "draw_terrain": a.DrawTerrain(),
    "draw": a.Draw(),
    "lose": a.Lose(),
}


class ChanceRules:
    """Sampling every draw from the seed, and the random losses; mixed into the state."""

    def sampled_outcome(self):
        """Return the current chance step's action with its cards drawn from the seed and draw counter."""
        step = self.step
        if self.is_entering():
            return self.entered_outcome()
        if step == "reveal_terrain":
            return a.RevealTerrain(tuple(draw(self.seed, self.draws, self.terrain_deck, 3)[:3]))
        if step == "deal":
            size = self.t.rules.setup.army_dealt
            cards = draw(self.seed, self.draws, list(range(self.t.units)), 2 * size)
            return a.Deal(tuple(cards[:size]), tuple(cards[size : 2 * size]))
        if step in ("weather", "draw"):
            card = draw(self.seed, self.draws, self.deck, 1)[0]
            return a.Weather(card) if step == "weather" else a.Draw(card)
        if step == "deal_doctrines":
            size = self.t.rules.setup.doctrines_dealt
            cards = draw(self.seed, self.draws, self.doctrine_deck, 2 * size)
            return a.DealDoctrines(tuple(cards[:size]), tuple(cards[size : 2 * size]))
        if step == "draw_terrain":
            return a.DrawTerrain(draw(self.seed, self.draws, self.terrain_deck, 1)[0])
        if step == "lose":
            side, count, from_routs = self.loss
            source = self.routs[side] if from_routs else self.hands[side]
            return a.Lose(tuple(draw(self.seed, self.draws, source, count)[:count]))
        raise illegal(N_("Nothing is to be drawn now."))

    def resolve(self, action):
        """Return the action with the cards a draw leaves open drawn from the seed (for logging)."""
        due = OPEN_DRAWS.get(self.step)
        if due is not None and not self.is_entering() and type(action) is type(due) and action == due:
            return self.sampled_outcome()
        return action

    def check_drawn(self, card: int) -> None:
        """Refuse a battle card entered as drawn that is not in the battle deck, in what the asker may know."""
        self.check_unit_number(card)
        # Whether a card is in the deck or in the other side's reserve is hidden: engine.secrets words it.
        refuse_cards_not_in(self, [card], self.deck, N_("the battle deck"))

    def start_halving(self, lines) -> bool:
        """IV.9: a side whose reserve ran out loses half its rout pile (rounded up); tell whether it began."""
        for side in (self.player, 1 - self.player):
            if not self.hands[side] and self.routs[side]:
                self.loss = [side, (len(self.routs[side]) + 1) // 2, 1]
                if lines is not None:
                    lines.append(
                        nmessage(
                            "%(seat)s's reserve is empty: the rout pile is shuffled and %(count)d card of it lost.",
                            "%(seat)s's reserve is empty: the rout pile is shuffled and %(count)d cards of it lost.",
                            self.loss[1],
                            seat=self.name(side),
                        )
                    )
                return True
        return False

    def lose_cards(self, action, lines) -> None:
        """Chance: the cards lost at random leave the game unseen (a halved rout pile) or go to the rout pile."""
        if self.step != "lose":
            raise self._does_not_fit(action)
        if action.cards is None:
            action = self.sampled_outcome()
        side, count, from_routs = self.loss
        source = self.routs[side] if from_routs else self.hands[side]
        cards = action.cards
        if len(cards) != count or len(set(cards)) != count:
            raise IllegalActionError(
                nmessage(
                    "Exactly %(count)d different card is lost.", "Exactly %(count)d different cards are lost.", count
                )
            )
        for card in cards:
            self.check_unit_number(card)
        # The reserve is hidden from the other side: a refusal names only what the asker may know.
        refuse_cards_not_in(self, cards, source, N_("the rout pile") if from_routs else N_("the reserve"))
        for card in cards:
            source.remove(card)
        if from_routs:
            self.boxed[side] += cards  # out of the game unseen: the other side learns only how many
            self.hands[side] = self.routs[side]  # the rest becomes the new reserve
            self.routs[side] = []
        else:
            self.routs[side] += cards
        self.draws += 1
        self.loss = None
        if lines is not None:
            lines.append(
                nmessage(
                    "%(seat)s loses %(count)d card at random.",
                    "%(seat)s loses %(count)d cards at random.",
                    count,
                    seat=self.name(side),
                )
            )
        self.advance(lines)
