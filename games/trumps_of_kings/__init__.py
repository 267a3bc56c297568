"""Trumps of Kings: a campaign of the War of the Austrian Succession for two to nine kingdoms."""

from engine.plugins import GamePlugin

# Listed in pyproject.toml's pnpkit.games entry points as `trumps_of_kings`; each part is imported when first used.
plugin = GamePlugin(
    game=".game:TrumpsOfKingsGame",
    kit=".components:make_kit",
    referee=".referee",
    script="static/trumps_of_kings.js",
    texts="templates/texts.html",
)
