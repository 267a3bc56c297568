"""The print-shop export: every card as its own page with bleed, as a PDF/X-1a file in CMYK and a 300 dpi PNG.

Print-on-demand services want one file per card, cut at the trim box. The PDF says where that is (TrimBox
and BleedBox) and is drawn in the press's inks with its output intent (generator/cmyk.py, generator/pdfx.py),
so a shop prints the colours meant instead of converting them blind; the PNG, for the shops that take images,
is the whole bleed area at 300 dpi in sRGB, as those shops ask.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

from engine.i18n import N_, Message, render
from generator.cmyk import Inks
from generator.errors import LayoutError
from generator.geometry import Drawing, Place
from generator.kit import Deck, Kit
from generator.options import BuildOptions
from generator.pdf import write_pdf

DPI = 300
Written = tuple[str, int | None, int]  # a file's path in the kit, its pages (a PDF's) and its size in bytes


def card_files(deck: Deck) -> list[tuple[str, object]]:
    """Return (file stem, drawing) of every card face and of every back."""
    backs = [("back", deck.back)] + [(f"back-{name}", back) for name, back in deck.other_backs]
    return [(card.name, card.face) for card in deck.cards] + backs


def card_page(drawing: Drawing, bleed: float, trim: tuple[float, float] | None = None) -> Drawing:
    """Return a card's page: its trim (the drawing's own less ``bleed`` when None) with ``bleed`` round it, the
    face centred on it (faces are drawn round the design trim with bleed enough for every card size)."""
    if trim is None:
        return drawing
    width, height = trim[0] + 2 * bleed, trim[1] + 2 * bleed
    if drawing.width < width - 1e-6 or drawing.height < height - 1e-6:
        raise LayoutError(f"the {drawing.name} face does not reach a {trim[0]} x {trim[1]} mm card's bleed")
    face = Place(drawing, (width - drawing.width) / 2, (height - drawing.height) / 2)
    return Drawing(drawing.name, width, height, (face,))


def write_card_pdf(
    drawing, folder: Path, stem: str, bleed: float, inks: Inks | None = None, *, trim=None, **info
) -> Path:
    """Write one card as a one-page PDF with ``bleed`` round its trim, which its trim box marks (see card_page).

    With ``inks`` the file is PDF/X-1a in the press's CMYK. ``info`` is the PDF's title, subject and language
    (see ``write_pdf``); the title is the stem unless given.
    """
    path = folder / f"{stem}.pdf"
    write_pdf([card_page(drawing, bleed, trim)], path, info.pop("title", stem), bleed=bleed, inks=inks, **info)
    return path


DECK_FILE = "all-cards.pdf"


def write_deck_pdf(deck: Deck, folder: Path, bleed: float, inks: Inks | None = None, *, trim=None, **info) -> Path:
    """Write a whole deck as one PDF, each card's back then its front, as DriveThruCards takes a deck.

    Pages as ``write_card_pdf`` writes them; each back is drawn once, as a form, however many cards show it.
    """
    pages = []
    for card in deck.cards:
        pages += [card_page(deck.back_of(card), bleed, trim), card_page(card.face, bleed, trim)]
    path = folder / DECK_FILE
    write_pdf(pages, path, info.pop("title", deck.name), bleed=bleed, inks=inks, **info)
    return path


def write_card_png(drawing, path: Path, bleed: float, trim=None, dpi: int = DPI) -> Path:
    """Render a card with ``bleed`` round its trim (see card_page) to an sRGB PNG at ``dpi``."""
    import pypdfium2  # only the print-shop export needs a rasteriser

    rgb = io.BytesIO()
    write_pdf([card_page(drawing, bleed, trim)], rgb, path.stem, bleed=bleed)
    document = pypdfium2.PdfDocument(rgb.getvalue())
    try:
        image = document[0].render(scale=dpi / 72).to_pil()
        image.save(path, dpi=(dpi, dpi), optimize=False, compress_level=6)
    finally:
        document.close()
    return path


def print_shop_tasks(kit: Kit, options: BuildOptions, tr) -> list[tuple[str, Callable[[Path], list[Written]]]]:
    """Return (label, write) of every print-shop file of a kit whose decks are at the options' card size;
    ``write(staging)`` writes one card's PDF and PNG, or a deck's whole PDF, under the staging folder."""
    inks = Inks()  # before anything is drawn: a missing press profile stops the build here
    tasks = []
    for deck in kit.decks:
        folder = "print-shop" if deck is kit.deck else f"print-shop/{deck.name}"
        for stem, drawing in card_files(deck):
            tasks.append((f"{folder}/{stem}", _card_task(stem, drawing, kit, options, tr, deck, folder, inks)))
        tasks.append((f"{folder}/{DECK_FILE}", _deck_task(kit, options, tr, deck, folder, inks)))
    return tasks


def _card_task(stem: str, drawing: Drawing, kit: Kit, options: BuildOptions, tr, deck: Deck, where: str, inks: Inks):
    def write(staging: Path) -> list[Written]:
        folder = staging / where
        folder.mkdir(parents=True, exist_ok=True)
        subject = Message(
            N_("One card for a print shop: %(bleed)g mm of bleed round it; the trim box is the cut."),
            bleed=round(options.card_size.bleed, 3),
        )
        info = {"title": f"{kit.title}: {stem}", "subject": render(subject, tr)}
        trim = (deck.trim_width, deck.trim_height)
        bleed = options.card_size.bleed
        pdf_path = write_card_pdf(drawing, folder, stem, bleed, inks, trim=trim, language=options.language, **info)
        png_path = write_card_png(drawing, folder / f"{stem}.png", options.card_size.image_bleed, trim)
        return [
            (f"{where}/{pdf_path.name}", 1, pdf_path.stat().st_size),
            (f"{where}/{png_path.name}", None, png_path.stat().st_size),
        ]

    return write


def _deck_task(kit: Kit, options: BuildOptions, tr, deck: Deck, where: str, inks: Inks):
    def write(staging: Path) -> list[Written]:
        folder = staging / where
        folder.mkdir(parents=True, exist_ok=True)
        subject = Message(
            N_("The whole deck for a print shop, each card's back then its front: %(bleed)g mm of bleed round each."),
            bleed=round(options.card_size.bleed, 3),
        )
        info = {"title": deck.title or kit.title, "subject": render(subject, tr), "language": options.language}
        trim = (deck.trim_width, deck.trim_height)
        path = write_deck_pdf(deck, folder, options.card_size.bleed, inks, trim=trim, **info)
        return [(f"{where}/{path.name}", 2 * len(deck.cards), path.stat().st_size)]

    return write
