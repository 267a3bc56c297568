"""Every game's rules data on playing against the app names real actions: draws the app can make, refusals of actions
the game has, and a procedure in steps."""

from __future__ import annotations

import pytest

from engine.plugins import game_names, get_game

SHIPPED = ("avcw", "civil_suits", "17-21", "walsingham", "trumps_of_kings")


@pytest.mark.parametrize("name", SHIPPED)
def test_the_app_seat_data_names_the_games_own_draws_and_actions(name):
    game = get_game(name)
    data = game.rules.app_seat
    kinds = game.codec.types
    assert data.draws and data.steps
    for kind in data.draws:
        assert kind in kinds, kind
        # A draw is made for nobody in particular: it is chance, never a seat's choice.
        assert game.seat_field not in kinds[kind].spec or kinds[kind].spec[game.seat_field].endswith("?"), kind
    for kind in data.refused:
        assert kind in kinds, kind


def test_every_shipped_game_says_how_to_play_against_the_app():
    assert set(SHIPPED) <= set(game_names())
