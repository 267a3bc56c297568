"""The live board as SVG: the one place the companion draws the board.

``board_svg`` is the seam to the print kit's board drawing: once the kit's geometry (in mm, shared
with the printed board) is on the main branch, this function's body becomes a call to it with the
pieces placed from the state. Until then it draws the tracks straight from the rules data, in mm,
with the fronts, support, trump, round, leaders and assets where the state puts them. It reads only
the onlookers' view of the state, so it can never show a secret.
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from engine.cards import RANKS, SUIT_SYMBOLS, SUITS
from engine.i18n import N_, Message, render, translations
from games.avcw.data import SIDES, text

WIDTH = 110.0  # mm; the drawing scales to the screen
MARGIN = 3.0
RED_SUITS = ("H", "D")
FRONT_COLOUR = "#c8a230"


def board_svg(game, state, locale: str | None) -> str:
    """Return the board of a game state as an SVG document, in the given language."""
    tr = translations(locale)
    public = state.view(None)  # the onlookers' view: nothing secret reaches the drawing
    t = game.tables
    rules = game.rules
    colours = {side: rules.sides[side].colour for side in SIDES}
    out: list[str] = []
    y = MARGIN

    def label(x, y, words, size=2.6, anchor="start", weight="normal", fill="#222"):
        out.append(
            f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" font-weight="{weight}" '
            f'fill="{fill}">{escape(words)}</text>'
        )

    def say(message) -> str:
        return render(message, tr)

    leader_names = {leader.id: say(leader.name) for leader in t.leaders}
    for track in t.tracks:
        suit = track.suit
        suit_fill = "#b3202a" if suit in RED_SUITS else "#1d1d1f"
        label(MARGIN, y + 3.2, f"{SUIT_SYMBOLS[suit]} {say(track.name)}", size=3.4, weight="bold", fill=suit_fill)
        if track.index in t.leader_tracks:
            for side, anchor, x in (("parliament", "start", MARGIN + 38), ("royalists", "end", WIDTH - MARGIN)):
                leader = public["sides"][side]["placed"].get(track.id)
                words = leader_names[leader] if leader else "—"
                label(x, y + 3.2, words, size=2.6, anchor=anchor, fill=colours[side])
        y += 4.8
        count = len(track.space_ids)
        width = (WIDTH - 2 * MARGIN) / count
        front = track.space_ids.index(public["fronts"][track.id])
        for position, space_id in enumerate(track.space_ids):
            x = MARGIN + position * width
            winner = track.victory[position]
            fill = "#ffffff" if winner is None else _tint(colours[SIDES[winner]])
            out.append(
                f'<rect x="{x:.1f}" y="{y:.1f}" width="{width - 0.6:.1f}" height="13" rx="1" fill="{fill}" '
                f'stroke="#555" stroke-width="0.3" data-space="{escape(space_id)}"/>'
            )
            centre = x + (width - 0.6) / 2
            label(centre, y + 2.8, track.label(position), size=2.2, anchor="middle", fill="#555")
            for row, word in enumerate(_wrap(say(track.space_names[position]), 9)[:2]):
                label(centre, y + 6.0 + row * 2.6, word, size=2.3, anchor="middle")
            reward = track.rewards[position]
            if reward is not None:
                label(centre, y + 12.2, "★ " + _reward_words(game, reward, say), size=2.0, anchor="middle")
            if position == front:
                out.append(
                    f'<circle cx="{centre:.1f}" cy="{y + 9.5:.1f}" r="2.4" fill="{FRONT_COLOUR}" stroke="#000" '
                    f'stroke-width="0.4" data-front="{escape(track.id)}"/>'
                )
        y += 15.5
    for index, side in enumerate(SIDES):
        table = t.support[index]
        current = table.values.index(public["sides"][side]["support"])
        label(MARGIN, y + 3.2, say(Message(N_("Support of %(side)s"), side=t.side_names[index])), size=3.0,
              weight="bold", fill=colours[side])  # fmt: skip
        y += 4.5
        width = (WIDTH - 2 * MARGIN) / len(table.values)
        for position, value in enumerate(table.values):
            x = MARGIN + position * width
            fill = _tint(colours[side]) if table.victory[position] else "#ffffff"
            out.append(
                f'<rect x="{x:.1f}" y="{y:.1f}" width="{width - 0.6:.1f}" height="9" rx="1" fill="{fill}" '
                f'stroke="#555" stroke-width="0.3"/>'
            )
            centre = x + (width - 0.6) / 2
            label(centre, y + 3.4, str(value), size=3.0, anchor="middle", weight="bold")
            reward = table.rewards[position]
            if reward is not None:
                label(centre, y + 7.6, "★ " + _reward_words(game, reward, say), size=2.0, anchor="middle")
            if position == current:
                out.append(
                    f'<rect x="{centre + 3:.1f}" y="{y + 1:.1f}" width="3.4" height="3.4" fill="{colours[side]}" '
                    f'stroke="#000" stroke-width="0.3" data-support="{side}"/>'
                )
        y += 11
    y = _small_tracks(out, label, say, public, t, y)
    for side in SIDES:
        assets = [say(text(game.rules.assets[asset].name)) for asset in public["sides"][side]["assets"]]
        words = say(Message(N_("Assets: %(list)s"), list=", ".join(assets) if assets else "—"))
        label(MARGIN, y + 3, f"{say(t.side_names[SIDES.index(side)])} · {words}", size=2.6, fill=colours[side])
        y += 4
    if public["dead"]:
        fallen = ", ".join(leader_names[leader] for leader in public["dead"])
        label(MARGIN, y + 3, say(Message(N_("Fallen leaders: %(list)s"), list=fallen)), size=2.6)
        y += 4
    height = y + MARGIN
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH:.0f} {height:.1f}" '
        f'width="100%" font-family="sans-serif" role="img" aria-label="{escape(say(Message(N_("The board"))))}">'
        f'<rect width="{WIDTH:.0f}" height="{height:.1f}" fill="#f4efe3"/>' + "".join(out) + "</svg>"
    )


def _small_tracks(out, label, say, public, t, y: float) -> float:
    """Draw the trump and round tracks side by side with the queen and the king on them."""
    label(MARGIN, y + 3.2, say(Message(N_("Trump"))), size=3.0, weight="bold")
    label(WIDTH / 2 + 2, y + 3.2, say(Message(N_("Round"))), size=3.0, weight="bold")
    y += 4.5
    width = (WIDTH / 2 - MARGIN - 2) / 4
    for position, suit in enumerate(t.rules.trump_suits):
        x = MARGIN + position * width
        _box(out, x, y, width, public["trump"] == suit, f'data-trump="{suit}"')
        label(x + (width - 0.6) / 2, y + 5.6, SUIT_SYMBOLS[suit], size=4.2, anchor="middle",
              fill="#b3202a" if suit in RED_SUITS else "#1d1d1f")  # fmt: skip
    for number in range(1, t.rules.rounds + 1):
        x = WIDTH / 2 + 2 + (number - 1) * width
        _box(out, x, y, width, public["round"] == number, f'data-round="{number}"')
        label(x + (width - 0.6) / 2, y + 5.6, str(number), size=4.0, anchor="middle")
    return y + 10


def _box(out, x: float, y: float, width: float, marked: bool, marker: str) -> None:
    """Draw one box of a small track; the marked box holds the piece (queen or king)."""
    fill, stroke, line = ("#ffe9a8", "#000", 0.8) if marked else ("#ffffff", "#555", 0.3)
    out.append(
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{width - 0.6:.1f}" height="8" rx="1" fill="{fill}" stroke="{stroke}" '
        f'stroke-width="{line}"{" " + marker if marked else ""}/>'
    )


def _reward_words(game, reward: tuple, say) -> str:
    kind, item = reward
    t = game.tables
    if kind == "card":
        return _short_card(item)
    if kind == "asset":
        return say(t.assets[item].name)
    return say(t.leaders[item].name)


def _short_card(card: int) -> str:
    """Return a card as its printed corner: "10♥"."""
    return RANKS[card % 13] + SUIT_SYMBOLS[SUITS[card // 13]]


def _tint(colour: str) -> str:
    """Return a light tint of a #rrggbb colour, for shading victory spaces."""
    red, green, blue = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return "#{:02x}{:02x}{:02x}".format(*(round(255 - (255 - c) * 0.25) for c in (red, green, blue)))


def _wrap(words: str, width: int) -> list[str]:
    """Split a name into lines of about ``width`` characters at spaces."""
    lines: list[str] = []
    for word in words.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]
