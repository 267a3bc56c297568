"""A rules booklet: blocks of text and figures paginated onto small pages, for saddle-stitch imposition.

A game describes its booklet as a list of ``Block`` values (headings, paragraphs, figures, page breaks),
already built from its rules data as translatable messages. ``lay_out_pages`` writes them down pages with
``generator.flow``: a block that does not fit what is left of a page moves whole to the next one, a
heading keeps with what follows it, and a block too big for a whole page is reported as an overflow, so
the booklet fits its pages in every language. Pages are the same size for A4 and Letter (the narrower
half-Letter width and the shorter A5 height) and are imposed by ``generator.imposition``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.i18n import N_, Message
from generator.flow import Flow
from generator.geometry import Drawing, Style, without_small_texts
from generator.imposition import padded_count
from generator.marks import reconstructed_mark
from generator.ornament import rule
from generator.sketch import Sketch
from generator.text import LEGIBLE_SIZE

PAGE_WIDTH, PAGE_HEIGHT = 139.7, 210.0  # fits both A5 (148 x 210) and half-Letter (139.7 x 215.9)
MARGIN_SIDE, MARGIN_TOP, MARGIN_BOTTOM = 11.0, 11.0, 17.0
COLUMN_WIDTH = PAGE_WIDTH - 2 * MARGIN_SIDE
COLUMN_HEIGHT = PAGE_HEIGHT - MARGIN_TOP - MARGIN_BOTTOM
BODY = 9.0  # pt
# How far the body may shrink, in steps, for a booklet to leave at most WASTE pages of its last sheet blank
# (set_tighter); booklet body text stays 7 pt or more on any account.
BODY_FLOOR, BODY_STEP = 7.25, 0.25  # pt
WASTE = 1  # pages of the last sheet a booklet may leave blank
HEADING = 12.0  # pt
MAX_PAGES = 32  # a booklet longer than this is an overflow, not a longer booklet
FOOTER_GAP = 2.6  # mm from the footer's rule to its label's box: clear of the rule's deepest ornament


@dataclass(frozen=True)
class BookletStyle:
    """The booklet's inks: body text, headings and rules, quiet notes; and whether to save ink."""

    ink: str = "#000000"
    accent: str = "#000000"
    muted: str = "#555555"
    ink_saver: bool = False
    ornament: str = "broadside"  # the game's period style (generator.ornament.STYLES)


@dataclass(frozen=True)
class Block:
    """One unit of a booklet's flow. Build blocks with the functions below rather than by hand."""

    kind: str  # heading, para, figure, mark, break, title
    message: object = None
    role: str = "regular"
    bullet: str | None = None
    indent: float = 0.0
    drawing: Drawing | None = None
    turn: bool = False
    keep_with_next: bool = False
    size: float = 0.0
    rule: str | None = None  # the key refusals name this statement of a rule by (the rules page's anchor)


def heading(message, rule: str | None = None) -> Block:
    """A section heading with a rule under it; it always starts on the page of the block that follows.

    ``rule`` names the section for the refusals that apply it (``engine.errors.illegal``, ``@action(rule=)``).
    """
    return Block("heading", message, keep_with_next=True, rule=rule)


def para(
    message, role: str = "regular", bullet: str | None = None, indent: float = 0.0, rule: str | None = None
) -> Block:
    """A paragraph of body text, with a bullet or number hanging in the margin when given; ``rule`` names the
    statement for the refusals that apply it, as ``heading``'s does."""
    return Block("para", message, role=role, bullet=bullet, indent=indent, rule=rule)


def rule_texts(blocks: list[Block], say: Callable) -> tuple[tuple[str, str], ...]:
    """Return each named rule of the blocks with its text in the booklet's language: ``((key, text), ...)``."""
    return tuple((block.rule, say(block.message)) for block in blocks if block.rule)


def figure(drawing: Drawing, turn: bool = False, height: float | None = None) -> Block:
    """A drawing scaled to the column (turned a quarter anticlockwise with ``turn``), at most ``height`` mm tall."""
    return Block("figure", drawing=drawing, turn=turn, size=height or COLUMN_HEIGHT)


def marked(message) -> Block:
    """A paragraph led by the reconstructed mark (``generator.marks``), as on the components."""
    return Block("mark", message)


def page_break() -> Block:
    """Start the next block on a new page."""
    return Block("break")


def title(message, size: float = 20.0, role: str = "bold") -> Block:
    """A large centred line: the booklet's title or subtitle."""
    return Block("title", message, role=role, size=size)


def lay_out_pages(
    name: str, blocks: list[Block], say: Callable, style: BookletStyle, footer: str, body: float = BODY
) -> list[Drawing]:
    """Paginate the blocks onto booklet pages, body text at ``body`` pt, each page with its footer and number."""
    pages = _paginate(name, blocks, say, style, body)
    if len(pages) > MAX_PAGES:
        from generator.geometry import Overflow

        pages[-1].overflows.append(Overflow(name, name, f"{len(pages)} pages, more than {MAX_PAGES}"))
    return [_finish(page, number, len(pages), say, style, footer) for number, page in enumerate(pages, 1)]


def set_tighter(
    name: str, blocks: list[Block], say: Callable, style: BookletStyle, footer: str, pages: list[Drawing]
) -> list[Drawing]:
    """Return ``pages`` (the blocks laid out at BODY), or the blocks set tighter when that saves a sheet.

    When ``pages`` leave more than WASTE pages of the last sheet blank, the blocks are laid out at the largest
    body down to BODY_FLOOR that does not: a longer language is set a little tighter rather than printed on a
    sheet more, mostly empty. A booklet that wastes pages at every size keeps BODY.
    """
    body = BODY
    while blank_pages(len(pages)) > WASTE and body - BODY_STEP >= BODY_FLOOR - 1e-9:
        body -= BODY_STEP
        tighter = lay_out_pages(name, blocks, say, style, footer, body)
        if blank_pages(len(tighter)) <= WASTE:
            return tighter
    return pages


def blank_pages(count: int) -> int:
    """Return how many pages a booklet of ``count`` pages leaves blank on its folded sheets."""
    return padded_count(count) - count


def _paginate(name: str, blocks: list[Block], say: Callable, style: BookletStyle, body: float) -> list[Sketch]:
    """Write the blocks down pages at one body size: a chunk that does not fit what is left moves to a new page."""
    pages: list[Sketch] = []
    flow = _new_page(name, pages, say, body)
    for chunk in _chunks(blocks):
        if chunk[0].kind == "break":
            if flow.y > 0:
                flow = _new_page(name, pages, say, body)
            continue
        items, overflows, y = len(flow.sketch.items), len(flow.sketch.overflows), flow.y
        for block in chunk:
            _draw(flow, block, style)
        misfit = len(flow.sketch.overflows) > overflows or flow.y > COLUMN_HEIGHT + 1e-6
        if misfit and y > 0:  # move the chunk whole to a fresh page; on a fresh page its misfit stands
            del flow.sketch.items[items:]
            del flow.sketch.overflows[overflows:]
            flow = _new_page(name, pages, say, body)
            for block in chunk:
                _draw(flow, block, style)
    return pages


def _chunks(blocks: list[Block]) -> list[list[Block]]:
    """Group each block that keeps with the next together with it."""
    chunks: list[list[Block]] = []
    current: list[Block] = []
    for block in blocks:
        current.append(block)
        if not block.keep_with_next:
            chunks.append(current)
            current = []
    if current:
        chunks.append(current)
    return chunks


def _new_page(name: str, pages: list[Sketch], say: Callable, body: float) -> Flow:
    sketch = Sketch(f"{name}-page-{len(pages) + 1}", COLUMN_WIDTH, COLUMN_HEIGHT)
    pages.append(sketch)
    return Flow(sketch, say, 0.0, COLUMN_WIDTH, COLUMN_HEIGHT, body, smallest=body)


def _draw(flow: Flow, block: Block, style: BookletStyle) -> None:
    sketch = flow.sketch
    if block.kind == "heading":
        flow.heading(block.message, style.accent, size=HEADING)
    elif block.kind == "para":
        flow.para(block.message, role=block.role, indent=block.indent, bullet=block.bullet)
    elif block.kind == "mark":
        sketch.add(reconstructed_mark(2.0, flow.y + 1.9, 3.2, style.muted))
        flow.para(block.message, indent=5.0)
    elif block.kind == "title":
        box = (0, flow.y, COLUMN_WIDTH, block.size * 0.9)
        sketch.text(flow.say(block.message), box, block.role, block.size, min_size=block.size * 0.6, align="center")
        flow.y += block.size * 0.9 * 1.1
    elif block.kind == "figure":
        _figure(flow, block)


def _figure(flow: Flow, block: Block) -> None:
    width, height = (
        (block.drawing.height, block.drawing.width) if block.turn else (block.drawing.width, block.drawing.height)
    )
    room = min(block.size, COLUMN_HEIGHT)
    scale = min(COLUMN_WIDTH / width, room / height)
    # A figure shown smaller than life keeps only the texts that stay legible at its size.
    drawing = without_small_texts(block.drawing, scale, LEGIBLE_SIZE)
    top = flow.reserve(height * scale + 2.0, drawing.name) + 1.0
    left = (COLUMN_WIDTH - width * scale) / 2
    if block.turn:  # a quarter turn anticlockwise: the drawing's top faces the page's left edge
        flow.sketch.place(drawing, left, top + height * scale, scale=scale, rotate=-90)
    else:
        flow.sketch.place(drawing, left, top, scale=scale)


def _finish(page: Sketch, number: int, count: int, say: Callable, style: BookletStyle, footer: str) -> Drawing:
    """Put a page's column on the page with its running footer: an ornamental rule, the title, the number."""
    sketch = Sketch(page.name, PAGE_WIDTH, PAGE_HEIGHT)
    sketch.place(page.finish(), MARGIN_SIDE, MARGIN_TOP)
    y = PAGE_HEIGHT - MARGIN_BOTTOM + 2.5
    sketch.add(rule(style.ornament, MARGIN_SIDE, y, COLUMN_WIDTH, style.muted, light=style.ink_saver))
    label = say(Message(N_("%(title)s · page %(number)d of %(count)d"), title=footer, number=number, count=count))
    box = (MARGIN_SIDE, y + FOOTER_GAP, COLUMN_WIDTH, 5.0)
    sketch.text(label, box, "italic", 7.5, min_size=6, align="center", colour=style.muted)
    return sketch.finish()


def line_style(style: BookletStyle) -> Style:
    """The thin rule used inside the booklet's figures."""
    return Style(stroke=style.muted, width=0.25)
