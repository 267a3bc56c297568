"""17(21): a Kriegspiel with cards for two, played like 21 (the game's name for people is ``17-21``)."""

from engine.plugins import GamePlugin

# Listed in pyproject.toml's pnpkit.games entry points as `17-21` (a package cannot begin with a digit).
plugin = GamePlugin(
    game=".game:Seventeen21Game",
    kit=".components:make_kit",
    referee=".referee",
    script="static/17-21.js",
    texts="templates/texts.html",
)
