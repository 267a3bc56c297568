"""The kit build: from a game's components to every file of a kit, staged and moved into place at the end.

Options are checked before anything is drawn; texts that overflow stop the build before anything is
written; files are written into a staging folder beside the output and moved into place only when every
one of them was written, so a failed build leaves the previous kit as it was.
"""

from __future__ import annotations

import dataclasses
import shutil
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from tqdm import tqdm

from engine.i18n import N_, Message, nmessage, render
from generator import fontfiles, svg
from generator.calibration import calibration_pages
from generator.cardcode import with_codes
from generator.cardsheet import card_sheets, impose_cards
from generator.checklist import Entry, checklist_page
from generator.errors import TextOverflowError
from generator.foldsheet import fold_sheets, impose_fold
from generator.geometry import Drawing
from generator.imposition import booklet_sheets
from generator.kit import Count, Deck, Kit
from generator.options import BuildOptions
from generator.pages import centred_page, fits_page, trimmed_page
from generator.paper import LARGE_PAPER, Paper
from generator.pdf import write_pdf
from generator.printshop import print_shop_tasks
from generator.registration import REGISTRATION_MARGIN, with_registration
from generator.tiles import tile_pages
from generator.tokens import token_pages
from generator.tuckbox import tuck_box, tuck_box_page


@dataclass(frozen=True)
class WrittenFile:
    """A file the build wrote: its path inside the kit folder, its pages (PDF only) and its size in bytes."""

    path: str
    pages: int | None
    size: int


@dataclass
class BuildReport:
    """What a build wrote, where, and how long it took."""

    out: Path
    files: list[WrittenFile] = field(default_factory=list)
    seconds: float = 0.0

    def size_of(self, folder: str, suffix: str = ".pdf") -> int:
        """Return the bytes of the files of one folder with one suffix."""
        return sum(f.size for f in self.files if f.path.startswith(folder + "/") and f.path.endswith(suffix))


def check_texts(drawings) -> None:
    """Raise TextOverflowError naming every text of every drawing that does not fit its box."""
    overflows = [overflow for drawing in drawings for overflow in drawing.overflows]
    if overflows:
        raise TextOverflowError(overflows)


def printed_pages(kit: Kit, options: BuildOptions, tr) -> list[Drawing]:
    """Return every page the build would print, laid out but not written; raise TextOverflowError on any misfit."""
    kit = printed_kit(kit, options)
    with fontfiles.typeface(kit.typeface):
        return [page for _, plan, checklist in _laid_out(kit, options, tr) for page in (*_pages(plan), checklist)]


def fitted(kit: Kit, options: BuildOptions) -> Kit:
    """Return the kit with its decks at the card size of the options (each deck's trim and bleed)."""
    size = options.card_size
    return dataclasses.replace(kit, deck=size.fit(kit.deck), more_decks=tuple(map(size.fit, kit.more_decks)))


def printed_kit(kit: Kit, options: BuildOptions) -> Kit:
    """Return the kit as printed: a code on every card face unless asked for none, its decks at the card size.

    The codes are placed first, on the faces as drawn (the design trim and the bleed drawn round it), which every
    card size prints centred on its own trim: placed on a fitted deck they would be measured from its sheet bleed.
    """
    return fitted(with_codes(kit) if options.codes else kit, options)


def _pages(plan: list[_Document]) -> list[Drawing]:
    return [page for document in plan for page in document.pages]


def _laid_out(kit: Kit, options: BuildOptions, tr) -> list[tuple[Paper, list[_Document], Drawing]]:
    """Lay out every paper's documents and checklist, after checking that every text fits."""
    check_texts(drawing for _, drawing in kit.components())
    papers = []
    for paper in options.papers:
        plan = _paper_plan(kit, paper, options, tr)
        checklist = _checklist(kit, paper, plan, tr)
        check_texts([*_pages(plan), checklist])
        papers.append((paper, plan, checklist))
    return papers


def build(
    kit: Kit, options: BuildOptions, tr, progress: bool = True, on_file: Callable[[int, int], None] | None = None
) -> BuildReport:
    """Write the whole kit under options.out; on any failure nothing under it changes.

    ``on_file(done, total)`` is told after each file written (the companion's Print page shows it).
    """
    # The build's own pages (checklist, tuck box, imposed sheets) are set in the face the kit was drawn in.
    with fontfiles.typeface(kit.typeface):
        return _build(kit, options, tr, progress, on_file)


def _build(kit: Kit, options: BuildOptions, tr, progress: bool, on_file) -> BuildReport:
    started = time.perf_counter()
    kit = printed_kit(kit, options)  # one face for deck.pdf, the fold sheets, the print-shop files and the SVGs
    tasks: list[tuple[str, Callable[[Path], list[WrittenFile]]]] = []
    for paper, plan, checklist in _laid_out(kit, options, tr):
        tasks += [(f"{paper.id}/{doc.file}", _pdf_task(paper, doc, options.language, tr)) for doc in plan]
        tasks.append((f"{paper.id}/checklist.pdf", _checklist_task(kit, paper, checklist, options.language, tr)))
    tasks += [(f"svg/{name}", _svg_task(name, drawing)) for name, drawing in kit.components()]
    for each in kit.decks:
        name = "tuckbox.svg" if each is kit.deck else f"tuckbox-{each.name}.svg"
        tasks.append((f"svg/{name}", _svg_task(name, tuck_box(kit.title, each, tr, kit.ornament, options.ink_saver))))
    tasks.append(("svg/fonts", _fonts_task(kit.typeface)))
    if options.print_shop:
        tasks += [(label, _written(task)) for label, task in print_shop_tasks(kit, options, tr)]
    options.out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{options.out.name}.building-", dir=options.out.parent))
    report = BuildReport(options.out)
    try:
        bar = tqdm(tasks, desc=render(Message(N_("Building")), tr), unit="file", disable=not progress, leave=False)
        for done, (label, task) in enumerate(bar, 1):
            bar.set_postfix_str(label, refresh=False)
            report.files.extend(task(staging))
            if on_file is not None:
                on_file(done, len(tasks))
        _install(staging, options.out)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    report.files.sort(key=lambda written: written.path)
    report.seconds = time.perf_counter() - started
    return report


@dataclass(frozen=True)
class _Document:
    file: str
    title: str
    pages: list[Drawing]
    duplex: str | None
    how: str


def _paper_plan(kit: Kit, paper: Paper, options: BuildOptions, tr) -> list[_Document]:
    """Lay out every PDF of one paper size (pages only; nothing is written yet)."""
    deck = kit.deck
    large = LARGE_PAPER[paper.id]
    title = kit.title
    board_title = render(Message(N_("Board")), tr)
    margin = {"extra": REGISTRATION_MARGIN} if options.registration else {}
    imposition = impose_cards(paper.width, paper.height, deck.trim_width, deck.trim_height, deck.bleed, **margin)
    heading = Message(
        N_("Markers: cut round each solid outline, fold on the dashed line, and glue the two halves together.")
    )

    def how(message: Message) -> str:
        return render(message, tr)

    documents = []
    if kit.booklet is not None:  # first, so the checklist names the rules before the components
        documents.append(
            _Document(
                kit.booklet.file,
                f"{title}: {kit.booklet.title}",
                booklet_sheets(list(kit.booklet.pages), paper),
                "short",
                kit.booklet.how,
            )
        )
    if kit.board is not None:
        documents += [
            _Document(
                "board-tiled.pdf",
                f"{title}: {board_title}",
                tile_pages(kit.board, paper.width, paper.height, board_title, tr),
                None,
                how(
                    Message(
                        N_(
                            "Cut each sheet but the first along its dashed edge; glue it on the grey strip, "
                            "triangles meeting."
                        )
                    )
                ),
            ),
            _large_board(kit, large, title, board_title, tr),
        ]
    for each in kit.decks:
        faces = [card.face for card in each.cards]
        backs = [each.back_of(card) for card in each.cards]
        sheets = card_sheets(faces, backs, imposition, options.flip, options.offset)
        if options.registration:
            sheets = with_registration(sheets, imposition)
        deck_title = _titled(title, N_("Deck"), tr) if each.title is None else f"{title}: {each.title}"
        documents.append(
            _Document(
                f"{each.name}.pdf",
                deck_title,
                sheets,
                options.flip,
                how(
                    nmessage(
                        "Cut along the crop marks: %(count)d card.",
                        "Cut along the crop marks: %(count)d cards.",
                        len(faces),
                    )
                ),
            )
        )
        if options.fold:
            documents.append(_fold_document(each, faces, backs, paper, deck_title, tr))
    documents += [
        _Document(
            "tuckbox.pdf",
            _titled(title, N_("Tuck box"), tr),
            [tuck_box_page(title, each, paper, tr, kit.ornament, options.ink_saver) for each in kit.decks],
            None,
            how(
                nmessage(
                    "Cut, fold and glue: a box for the %(count)d card.",
                    "Cut, fold and glue: a box for the %(count)d cards.",
                    len(deck.cards),
                )
                if len(kit.decks) == 1
                else Message(N_("Cut, fold and glue: a box for each deck."))
            ),
        ),
        _Document(
            "calibration.pdf",
            _titled(title, N_("Duplex calibration"), tr),
            calibration_pages(paper.width, paper.height, options.flip, tr),
            options.flip,
            how(Message(N_("Optional: print once and read the offset for the card backs."))),
        ),
    ]
    if kit.tokens:
        documents.append(
            _Document(
                "markers.pdf",
                _titled(title, N_("Markers"), tr),
                token_pages(list(kit.tokens), paper.width, paper.height, render(heading, tr), kit.spares),
                None,
                how(
                    nmessage(
                        "Cut, fold on the dashed lines, glue: %(count)d marker.",
                        "Cut, fold on the dashed lines, glue: %(count)d markers.",
                        len(kit.tokens),
                    )
                ),
            )
        )
    for sheet in kit.sheets:
        documents.append(
            _Document(
                sheet.file,
                f"{title}: {sheet.title}",
                [centred_page(page, paper.width, paper.height) for page in sheet.pages],
                None,
                sheet.how,
            )
        )
    return documents


def _fold_document(deck: Deck, faces: list[Drawing], backs: list[Drawing], paper: Paper, title: str, tr) -> _Document:
    """Lay a deck out as fold-and-glue sheets, the choice for a printer without duplex."""
    drawn = (max(d.width for d in (*faces, *backs)), max(d.height for d in (*faces, *backs)))
    imposition = impose_fold(paper.width, paper.height, deck.trim_width, deck.trim_height, deck.bleed, drawn)
    duplex_file = deck.name + ".pdf"  # not an f-string in the call: the catalogs' extractor would refuse it
    how = nmessage(
        "Instead of %(file)s without duplex: fold on the dashed line, glue, cut along the crop marks: %(count)d card.",
        "Instead of %(file)s without duplex: fold on the dashed line, glue, cut along the crop marks: %(count)d cards.",
        len(faces),
        file=duplex_file,
    )
    return _Document(
        f"{deck.name}-fold.pdf", title, fold_sheets(faces, backs, imposition, deck.name), None, render(how, tr)
    )


def _large_board(kit: Kit, large: Paper, title: str, board_title: str, tr) -> _Document:
    """Lay the board out on the large paper: on one sheet when it fits, or drawn again by the game for that sheet
    (with crop marks at its trim), else tiled on fewer, larger sheets."""
    board = kit.board
    one = Message(N_("The same board on one %(paper)s sheet, instead of the tiled one."), paper=Message(large.name))
    if fits_page(board, large.width, large.height, turn=True):
        pages, how = [centred_page(board, large.width, large.height, turn=True)], one
    elif kit.large_board is not None:
        pages, how = [trimmed_page(kit.large_board(large), large.width, large.height)], one
    else:
        pages = tile_pages(board, large.width, large.height, board_title, tr)
        how = Message(
            N_("The same board on %(paper)s sheets, instead of the smaller ones: cut, glue, triangles meeting."),
            paper=Message(large.name),
        )
    return _Document(f"board-{large.id}.pdf", f"{title}: {board_title}", pages, None, render(how, tr))


def _subject(paper_name: str, how: str, tr) -> str:
    """Return a PDF's subject: what it is part of, on which paper, and what to do with it."""
    return render(Message(N_("Print-and-play kit on %(paper)s paper. %(how)s"), paper=Message(paper_name), how=how), tr)


def _pdf_task(paper: Paper, document: _Document, language: str, tr):
    def write(staging: Path) -> list[WrittenFile]:
        path = staging / paper.id / document.file
        path.parent.mkdir(parents=True, exist_ok=True)
        subject = _subject(_paper_of(document, paper), document.how, tr)
        write_pdf(document.pages, path, document.title, subject=subject, language=language)
        return [WrittenFile(f"{paper.id}/{document.file}", len(document.pages), path.stat().st_size)]

    return write


def _checklist(kit: Kit, paper: Paper, plan: list[_Document], tr) -> Drawing:
    """Lay out one paper's checklist page."""
    paper_name = render(Message(paper.name), tr)
    entries = [
        Entry(
            f"{paper.id}/{doc.file}",
            len(doc.pages),
            doc.duplex,
            render(Message(_paper_of(doc, paper)), tr),
            doc.how,
        )
        for doc in plan
    ]
    this_page = render(Message(N_("This page.")), tr)
    boxes = len(kit.decks)
    counts = [*kit.counts, Count(render(nmessage("tuck box", "tuck boxes", boxes), tr), boxes)]
    entries.append(Entry(f"{paper.id}/checklist.pdf", 1, None, paper_name, this_page))
    return centred_page(
        checklist_page(
            kit.title,
            paper_name,
            entries,
            counts,
            tr,
            markers=bool(kit.tokens),
            fold=any(doc.file.endswith("-fold.pdf") for doc in plan),
            equipment=kit.equipment,
        ),
        paper.width,
        paper.height,
    )


def _checklist_task(kit: Kit, paper: Paper, page: Drawing, language: str, tr):
    def write(staging: Path) -> list[WrittenFile]:
        path = staging / paper.id / "checklist.pdf"
        how = render(Message(N_("Start here: every file of the kit, how to print it and what to cut and fold.")), tr)
        subject = _subject(paper.name, how, tr)
        write_pdf([page], path, _titled(kit.title, N_("Checklist"), tr), subject=subject, language=language)
        return [WrittenFile(f"{paper.id}/checklist.pdf", 1, path.stat().st_size)]

    return write


def _paper_of(document: _Document, paper: Paper) -> str:
    large = LARGE_PAPER[paper.id]
    return large.name if document.file == f"board-{large.id}.pdf" else paper.name


def _svg_task(name: str, drawing: Drawing):
    def write(staging: Path) -> list[WrittenFile]:
        path = staging / "svg" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        svg.write_svg(drawing, path)
        return [WrittenFile(f"svg/{name}", None, path.stat().st_size)]

    return write


def _fonts_task(face: str | None):
    """Copy the fonts the SVGs name (the kit's typeface and its fallback), each family with its licence, so
    Inkscape can show them."""

    def write(staging: Path) -> list[WrittenFile]:
        written = []
        for name in dict.fromkeys((face or fontfiles.DEFAULT, fontfiles.FALLBACK)):
            folder = staging / "svg" / "fonts" / name
            folder.mkdir(parents=True, exist_ok=True)
            for source in fontfiles.typeface_files(name):
                target = folder / source.name
                shutil.copyfile(source, target)
                written.append(WrittenFile(f"svg/fonts/{name}/{source.name}", None, target.stat().st_size))
        return written

    return write


def _written(task: Callable[[Path], list[tuple[str, int | None, int]]]) -> Callable[[Path], list[WrittenFile]]:
    return lambda staging: [WrittenFile(*written) for written in task(staging)]


def _install(staging: Path, out: Path) -> None:
    """Move each top-level folder of the staging area over the one in ``out``, keeping the old until done."""
    out.mkdir(parents=True, exist_ok=True)
    moved = []
    try:
        for entry in sorted(staging.iterdir()):
            target = out / entry.name
            old = None
            if target.exists():
                old = staging / f".old-{entry.name}"
                target.rename(old)
            try:
                entry.rename(target)
            except OSError:
                if old is not None:
                    old.rename(target)
                raise
            moved.append((target, old))
    except OSError:
        for target, old in reversed(moved):  # put the previous kit back
            shutil.rmtree(target, ignore_errors=True)
            if old is not None:
                old.rename(target)
        raise


def _titled(title: str, part: str, tr) -> str:
    """Return a PDF's title: the kit's title and the translated name of the part."""
    # The part's msgid is passed in as N_("...") at the call, outside any f-string, so Babel extracts it.
    return f"{title}: {render(Message(part), tr)}"
