"""Walsingham: merchants bid for Crown rewards while one of them may be Spain's Spy, for four to six players."""

from engine.plugins import GamePlugin

# Listed in pyproject.toml's pnpkit.games entry points as `walsingham`; each part is imported when first used.
plugin = GamePlugin(
    game=".game:WalsinghamGame",
    kit=".components:make_kit",
    referee=".referee",
    script="static/walsingham.js",
    texts="templates/texts.html",
)
