"""A game's whole rules booklet: the cover and the components (generic), the game's own sections, the sources.

A game hands ``make_booklet`` its title, its kit's counts, its sections as blocks (``generator.booklet``)
and its rules data with a ``describe`` function for the sources page; everything else is common.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pydantic import BaseModel

from engine.i18n import N_, Message, nmessage
from generator.booklet import (
    Block,
    BookletStyle,
    figure,
    heading,
    lay_out_pages,
    page_break,
    para,
    rule_texts,
    set_tighter,
    title,
)
from generator.cover import Emblem, emblem_row
from generator.imposition import padded_count
from generator.kit import Booklet, Count
from generator.ornament import band, frame
from generator.sketch import Sketch
from generator.sources import Describe, sourced_items, sources_blocks


def players_line(players) -> Message:
    """Say how many play: ``players`` is a number, or a range with ``min`` and ``max`` (a schema's Players)."""
    low, high = (players, players) if isinstance(players, int) else (players.min, players.max)
    if low == high:
        return nmessage("For %(count)d player.", "For %(count)d players.", low)
    return Message(N_("For %(low)d to %(high)d players."), low=low, high=high)


def cover_blocks(
    name: str, game_title: str, subtitle: str, players, style: BookletStyle, emblems: Sequence[Emblem] = ()
) -> list[Block]:
    """Return the cover: title, period band and subtitle in an ornamental frame, the game's shields, the players.

    ``emblems`` (``generator.cover``) are the game's own sides in their colours, so no two games' covers are alike.
    """
    sketch = Sketch(f"{name}-cover", 110, 60)
    sketch.add(frame(style.ornament, 2.5, 2.5, 105, 55, style.accent, light=style.ink_saver))
    top = 6 if emblems else 8  # with shields below, the title and subtitle move up to make room for them
    sketch.text(
        game_title, (8, top, 94, 16 if emblems else 22), "bold", 22, min_size=12, align="center", valign="middle"
    )
    if emblems:
        sketch.add(band(style.ornament, 30, 24.5, 50, style.accent, light=style.ink_saver))
        sketch.text(subtitle, (8, 27.5, 94, 10), "italic", 11, min_size=7, align="center", valign="middle")
        sketch.add(emblem_row(emblems, 10, 39, 90, 13, style.ink, light=style.ink_saver))
    else:
        sketch.text(subtitle, (8, 32, 94, 20), "italic", 11, min_size=7, align="center", valign="middle")
    return [
        title(Message(N_("Rules of play")), size=14, role="semibold"),
        figure(sketch.finish(), height=70),
        para(players_line(players), role="italic"),
        para(
            Message(
                N_(
                    "This booklet tells the whole game in our own words: what is in the kit, how to set it "
                    "up, how a turn goes, every rule, how we read the unclear passages, and an example. The "
                    "last page says which parts of the kit we had to reconstruct."
                )
            )
        ),
    ]


def components_blocks(counts: Sequence[Count]) -> list[Block]:
    """Return the components list, one line per count of the kit."""
    blocks = [heading(Message(N_("Components")))]
    blocks += [para(f"{count.count} × {count.label}", bullet="•") for count in counts]
    return blocks


def rulings_blocks(rulings, text: Callable) -> list[Block]:
    """Return the rulings: each unclear passage's topic and how it is played (``text`` makes a data text a message)."""
    blocks = [
        heading(Message(N_("Rulings"))),
        para(Message(N_("Where the rulebook is unclear, the kit and the referee play it this way:")), role="italic"),
    ]
    for ruling in rulings:
        line = Message(N_("%(topic)s: %(reading)s"), topic=text(ruling.topic), reading=text(ruling.reading))
        blocks.append(para(line, bullet="•"))
    return blocks


def app_seat_blocks(app_seat, text: Callable) -> list[Block]:
    """Return the section on playing against the app with the physical deck: the rules data's steps, in order."""
    if app_seat is None:
        return []
    blocks = [
        heading(Message(N_("Playing against the app"))),
        para(
            Message(
                N_(
                    "The referee can play any seat: it sees only that seat's own cards. Its cards stay where "
                    "nobody learns from them more than a person at that seat would show:"
                )
            ),
            role="italic",
        ),
    ]
    for number, step in enumerate(app_seat.steps, start=1):
        blocks.append(para(text(step.text), bullet=f"{number}."))
    return blocks


def make_booklet(
    name: str,
    game_title: str,
    subtitle: str,
    players,
    counts: Sequence[Count],
    sections: list[Block],
    data: BaseModel,
    describe: Describe,
    text: Callable,
    say: Callable,
    style: BookletStyle,
    sources_note: Sequence[Block] = (),
    spare_pages: Sequence[Sequence[Block]] = (),
    emblems: Sequence[Emblem] = (),
) -> Booklet:
    """Lay the whole booklet out: cover, components, the game's sections, the rulings and the sources page.

    ``text`` turns a text of the rules data into a message in the game's context; ``describe`` names each
    sourced item of ``data`` for the sources page; ``sources_note`` ends that page with what the game has to
    say about its marks. ``spare_pages`` (each a page of blocks, a summary of play say) come before the sources
    page, in order, as many as fill what would be blank pages of the last sheet without starting another; a
    booklet that still leaves more than a page blank is set tighter if that saves the sheet (``set_tighter``).
    """
    body = [
        *cover_blocks(name, game_title, subtitle, players, style, emblems),
        *components_blocks(counts),
        *sections,
        *app_seat_blocks(getattr(data, "app_seat", None), text),
        *rulings_blocks(getattr(data, "rulings", ()), text),
    ]
    # The sources page stays the last: the cover says so.
    last = [page_break(), *sources_blocks(game_title, sourced_items(data), describe), *sources_note]
    pages = lay_out_pages(name, [*body, *last], say, style, game_title)
    for spare in spare_pages:  # the sheets are printed anyway: a useful page rather than a blank one
        if padded_count(len(pages)) == len(pages):
            break
        more = [*body, page_break(), *spare]
        filled = lay_out_pages(name, [*more, *last], say, style, game_title)
        if padded_count(len(filled)) > padded_count(len(pages)):  # it would take another sheet
            break
        body, pages = more, filled
    pages = set_tighter(name, [*body, *last], say, style, game_title, pages)  # when no spare page fills the sheet
    how = say(
        nmessage(
            "Stack the sheets in order, fold them in half together and staple on the fold: %(count)d page.",
            "Stack the sheets in order, fold them in half together and staple on the fold: %(count)d pages.",
            len(pages),
        )
    )
    rules = rule_texts([*body, *last], say)
    return Booklet(say(Message(N_("Rules booklet"))), how, tuple(pages), rules=rules)


def make_game_booklet(
    ctx,
    counts: Sequence[Count],
    sections: list[Block],
    describe: Callable,
    text: Callable,
    accent: str,
    sources_note: Sequence[Block] = (),
    spare_pages: Sequence[Sequence[Block]] = (),
    emblems: Sequence[Emblem] = (),
) -> Booklet:
    """Lay out a game's booklet from its kit context (``generator.context.KitContext`` or alike).

    The title, subtitle and players come from ``ctx.tables.rules``, the inks from ``ctx.theme`` with
    ``accent`` for headings (plain ink in the ink-saver build); ``describe(ctx, item)`` names each
    reconstructed item for the sources page; ``sources_note`` (blocks) closes the sources page; ``spare_pages``
    fill what would be blank pages (``make_booklet``); ``emblems`` are the cover's shields (``cover_blocks``).
    """
    theme, rules = ctx.theme, ctx.tables.rules
    style = BookletStyle(
        ink=theme.ink,
        accent=theme.ink if theme.ink_saver else accent,
        muted=theme.muted,
        ink_saver=theme.ink_saver,
        ornament=getattr(theme, "ornament", BookletStyle.ornament),
    )
    return make_booklet(
        "booklet",
        ctx.say(text(rules.title)),
        ctx.say(text(rules.subtitle)),
        rules.players,
        counts,
        sections,
        rules,
        lambda item: describe(ctx, item),
        text,
        ctx.say,
        style,
        sources_note,
        spare_pages,
        emblems,
    )
