"""Civil Suits: a trick-avoiding game for four players with the Civil Four deck (52 cards and 2 Minions)."""

from engine.plugins import GamePlugin

# Listed in pyproject.toml's pnpkit.games entry points as `civil_suits`; each part is imported when first used.
plugin = GamePlugin(
    game=".game:CivilSuitsGame",
    kit=".components:make_kit",
    referee=".referee",
    script="static/civil_suits.js",
    texts="templates/texts.html",
)
