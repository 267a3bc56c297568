"""The print-shop export: every card as its own page with bleed, as PDF and as a 300 dpi PNG.

Print-on-demand services want one file per card, cut at the trim box; the PDF says where that is (TrimBox
and BleedBox) and the PNG is the whole bleed area at 300 dpi.
"""

from __future__ import annotations

from pathlib import Path

from generator.kit import Deck
from generator.pdf import write_pdf

DPI = 300


def card_files(deck: Deck) -> list[tuple[str, object]]:
    """Return (file stem, drawing) of every card face and of every back."""
    backs = [("back", deck.back)] + [(f"back-{name}", back) for name, back in deck.other_backs]
    return [(card.name, card.face) for card in deck.cards] + backs


def write_card_pdf(drawing, folder: Path, stem: str, bleed: float, **info) -> Path:
    """Write one card (with its bleed) as a one-page PDF whose trim box is the card's trim.

    ``info`` is the PDF's title, subject and language (see ``write_pdf``); the title is the stem unless given.
    """
    path = folder / f"{stem}.pdf"
    write_pdf([drawing], path, info.pop("title", stem), bleed=bleed, **info)
    return path


def write_card_png(pdf_path: Path, dpi: int = DPI) -> Path:
    """Render a one-page card PDF to a PNG at ``dpi``, bleed included."""
    import pypdfium2  # only the print-shop export needs a rasteriser

    document = pypdfium2.PdfDocument(str(pdf_path))
    try:
        image = document[0].render(scale=dpi / 72).to_pil()
        path = pdf_path.with_suffix(".png")
        image.save(path, dpi=(dpi, dpi), optimize=False, compress_level=6)
    finally:
        document.close()
    return path
