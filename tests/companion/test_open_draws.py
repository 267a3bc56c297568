"""Engine behaviour the companion relies on: a chance draw is filled in only when it is the one due."""

from __future__ import annotations

from games.avcw.actions import Casualty, Deal, DrawEvent


def test_the_companion_refuses_a_draw_that_is_not_due(table):
    response = table.send("parliament", {"do": "draw_event"})
    assert response.status_code == 422
    assert "the game is waiting for the deal of the action cards" in response.get_json()["error"]["message"]
    assert table.version() == 0


def test_open_draws_of_different_kinds_compare_equal():
    """The root of the finding above: NamedTuples compare as plain tuples."""
    assert DrawEvent() == Casualty() and Deal() != DrawEvent()
