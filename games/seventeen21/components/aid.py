"""The player aid: a turn's four actions, combat with shock and bust, the triangle, weather, victory."""

from __future__ import annotations

from engine.i18n import N_, Message, nmessage
from games.seventeen21.data import BUST, text
from generator.context import KitContext
from generator.flow import Flow, largest_body
from generator.geometry import Drawing, Place, Style, Text
from generator.sketch import Sketch
from generator.text import text_bottom
from generator.tokens import GUTTER, FoldToken, place_tokens, token_grid

WIDTH, HEIGHT = 180.0, 255.0
BODY, SMALLEST = 12.0, 6.0
MARKER_HEADING = 8.0  # mm above the markers for how to make them

# Sentences the aid shares with the rules booklet (msgids; wrap each in a Message).
TURN_ACTIONS = (
    N_("Deploy up to two units from your reserve into free places; never replace a unit."),
    N_("Activate a doctrine: pay its cost from reserve combat values, no change given."),
    N_("Declare at least two attacks by different units, each on an enemy in its own wing."),
    N_("Call the rout of one of your units and put a reserve unit in its place."),
)
FLANK = N_("First, if one of your side wings is empty, shock a steady unit of yours in the centre.")
BOTH_PASS = (
    N_("Infantry beats artillery, cavalry beats infantry, artillery beats cavalry: any lead will do."),
    N_("Any other pair: a lead of 3 or more. The loser is shocked (routs if already shocked)."),
    N_("Dragoons fight as infantry against artillery, as cavalry against everything else."),
)
SCORING = N_("Each unit in terrain its side holds scores its Cohesion.")


def aid_page(ctx: KitContext, markers: list[FoldToken], least: int) -> Drawing:
    """Draw the aid at the largest body size at which it all fits, and below it the player's Shocked markers.

    Room is kept for ``least`` markers (the player's share of the game's); the room the aid's text leaves
    takes more of ``markers``, spares for the ones that get lost. Return the page; its markers are counted
    by ``markers_on``.
    """
    inner_width = WIDTH - 10
    across, _ = token_grid(markers, inner_width, HEIGHT)
    rows = -(-least // across)
    room = MARKER_HEADING + rows * (markers[0].front.height + GUTTER)
    inner = largest_body(lambda body: _aid(ctx, body, HEIGHT - 10 - room), BODY, SMALLEST)
    top = 5 + text_bottom_of(inner) + 3
    sketch = Sketch("player-aid", WIDTH, HEIGHT)
    sketch.rect(0, 0, WIDTH, HEIGHT, Style(stroke=ctx.theme.muted, width=0.3), radius=3)
    sketch.place(inner.finish(), 5, 5)
    heading = Message(N_("Your Shocked markers: cut round each, fold on the dashed line, glue the halves."))
    sketch.text(ctx.say(heading), (5, top, inner_width, MARKER_HEADING - 2), "italic", 8, min_size=6)
    _, fit = token_grid(markers, inner_width, HEIGHT - 5 - top - MARKER_HEADING)
    place_tokens(sketch, markers[: across * fit], 5, top + MARKER_HEADING, inner_width)
    return sketch.finish()


def markers_on(page: Drawing) -> int:
    """Return how many Shocked markers an aid page carries (each unfolded token is placed front and back)."""
    return sum(1 for item in page.items if isinstance(item, Place) and item.drawing.name == "shocked") // 2


def text_bottom_of(sketch: Sketch) -> float:
    """Return the lowest point of a laid-out aid's text (mm from its top)."""
    return max((text_bottom(item) for item in sketch.items if isinstance(item, Text)), default=0.0)


def _aid(ctx: KitContext, body: float, height: float) -> Sketch:
    tables, theme = ctx.tables, ctx.theme
    rules = tables.rules
    width = WIDTH - 10
    sketch = Sketch("player-aid-text", width, height)
    title = Message(N_("%(title)s: player aid"), title=text(rules.title))
    sketch.text(ctx.say(title), (0, 0, width, 9), "bold", 16, min_size=10)
    flow = Flow(sketch, ctx.say, 11, width, height, body=body, smallest=body)
    size = body * 1.3
    flow.heading(Message(N_("Your turn: exactly one of")), theme.ink, size=size)
    for line in TURN_ACTIONS:
        flow.para(Message(line), bullet="•")
    flow.para(Message(FLANK), role="italic")
    flow.heading(Message(N_("Combat")), theme.ink, size=size)
    for line in combat_lines():
        flow.para(line, bullet="•")
    flow.heading(Message(N_("When both pass")), theme.ink, size=size)
    for line in BOTH_PASS:
        flow.para(Message(line), bullet="•")
    flow.heading(Message(N_("Weather")), theme.ink, size=size)
    trigger, *kinds = weather_lines(rules)
    flow.para(trigger)
    for line in kinds:
        flow.para(line, bullet="•")
    flow.heading(Message(N_("Winning the day")), theme.ink, size=size)
    flow.para(battle_end(rules))
    flow.para(Message(SCORING))
    for line in grade_lines(rules):
        flow.para(line, bullet="•")
    return sketch


def combat_lines() -> list[Message]:
    """Return combat in short: the phases, shock, bust, matching doctrines, the cards afterwards, held wings."""
    return [
        Message(N_("Attacker, then defender, in turn: play a reserve card, call a battle card, or pass for good.")),
        Message(N_("More cards on a unit than its Cohesion: it is shocked; a shocked unit routs instead.")),
        Message(
            N_("Over %(bust)d the unit busts: it routs and the enemy holds the terrain, contested or not."),
            bust=BUST,
        ),
        Message(N_("A battle card equal to one of your doctrines' costs: use that doctrine free.")),
        Message(N_("Afterwards reserve cards go to your rout pile, battle cards to the discard.")),
        Message(N_("A wing with units of one side only is held by that side.")),
        Message(N_("Reserve empty: shuffle your rout pile, lose half of it (rounded up), take the rest.")),
    ]


def weather_lines(rules) -> list[Message]:
    """Return the weather: what brings it, then one line per kind of bad weather with its values and effect."""
    weather = rules.weather
    lines = [
        Message(
            N_("First battle card %(low)d or %(high)d: bad weather; a second card decides."),
            low=weather.trigger[0],
            high=weather.trigger[-1],
        )
    ]
    for spec in (weather.fog, weather.rain):
        lines.append(
            Message(
                N_("%(first)d-%(last)d %(name)s: %(effect)s"),
                first=spec.values[0],
                last=spec.values[-1],
                name=text(spec.name),
                effect=text(spec.text),
            )
        )
    return lines


def battle_end(rules) -> Message:
    """Return when the battle ends, in passes through the battle deck."""
    return nmessage(
        "The battle ends after the turn in which the battle deck has run out %(count)d time.",
        "The battle ends after the turn in which the battle deck has run out %(count)d times.",
        rules.battle.decks,
    )


def grade_lines(rules) -> list[Message]:
    """Return one line per grade of victory: its margin, its name and what it means."""
    lines = []
    for grade in rules.victory:
        margin = (
            Message(N_("%(low)d to %(high)d"), low=grade.min, high=grade.max)
            if grade.max is not None
            else Message(N_("%(low)d or more"), low=grade.min)
        )
        lines.append(
            Message(N_("%(margin)s: %(grade)s. %(text)s"), margin=margin, grade=text(grade.name), text=text(grade.text))
        )
    return lines
