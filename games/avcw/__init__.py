"""A Very Civil Whist: two sides, the First English Civil War, played with one 54-card deck."""

from engine.plugins import GamePlugin

# Listed in pyproject.toml's pnpkit.games entry points as `avcw`; each part is imported when first used.
plugin = GamePlugin(
    game=".game:AvcwGame",
    kit=".components:make_kit",
    referee=".referee",
    script="static/avcw.js",
    texts="templates/texts.html",
)
