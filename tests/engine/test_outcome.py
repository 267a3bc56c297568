"""How a game ended: the outcome's JSON round trip and what a reader is shown of it."""

import json

from engine.game import Outcome
from engine.i18n import N_, Message, render, translations

SHARED = N_("%(seats)s share the win with %(total)d demerits each.")


def test_a_shared_outcome_round_trips_through_json():
    outcome = Outcome("fewest", None, Message(SHARED, seats=["North", "East"], total=9), ("north", "east"))
    assert Outcome.from_json(json.loads(json.dumps(outcome.to_json()))) == outcome


def test_the_view_names_every_winner_and_renders_the_reason_in_the_readers_language():
    reason = Message(SHARED, seats=["North", "South"], total=9)
    shown = Outcome("fewest", None, reason, ("north", "south")).to_view(translations("de"))
    assert shown["winner"] is None
    assert shown["winners"] == ["north", "south"]
    assert shown["reason"] == render(reason, translations("de")) != render(reason)
    assert Outcome("victory", "parliament", reason).to_view()["winners"] == ["parliament"]
