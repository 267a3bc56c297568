"""High Card: two players, six cards, three tricks; the higher card takes each trick. pnpkit's sample game."""

from engine.plugins import GamePlugin

# Listed under the pnpkit.games entry points (pyproject.toml) as `high-card`.
plugin = GamePlugin(
    game=".rules:HighCardGame",
    kit=".kit:make_kit",
    referee=".referee",
    script="static/high_card.js",
    texts="templates/texts.html",
)
