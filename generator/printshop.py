"""The print-shop export: every card as its own page with bleed, as a PDF/X-1a file in CMYK and a 300 dpi PNG.

Print-on-demand services want one file per card, cut at the trim box. The PDF says where that is (TrimBox
and BleedBox) and is drawn in the press's inks with its output intent (generator/cmyk.py, generator/pdfx.py),
so a shop prints the colours meant instead of converting them blind; the PNG, for the shops that take images,
is the whole bleed area at 300 dpi in sRGB, as those shops ask.
"""

from __future__ import annotations

import io
from pathlib import Path

from generator.cmyk import Inks
from generator.kit import Deck
from generator.pdf import write_pdf

DPI = 300


def card_files(deck: Deck) -> list[tuple[str, object]]:
    """Return (file stem, drawing) of every card face and of every back."""
    backs = [("back", deck.back)] + [(f"back-{name}", back) for name, back in deck.other_backs]
    return [(card.name, card.face) for card in deck.cards] + backs


def write_card_pdf(drawing, folder: Path, stem: str, bleed: float, inks: Inks | None = None, **info) -> Path:
    """Write one card (with its bleed) as a one-page PDF whose trim box is the card's trim.

    With ``inks`` the file is PDF/X-1a in the press's CMYK. ``info`` is the PDF's title, subject and language
    (see ``write_pdf``); the title is the stem unless given.
    """
    path = folder / f"{stem}.pdf"
    write_pdf([drawing], path, info.pop("title", stem), bleed=bleed, inks=inks, **info)
    return path


def write_card_png(drawing, path: Path, bleed: float, dpi: int = DPI) -> Path:
    """Render a card (with its bleed) to an sRGB PNG at ``dpi``, bleed included."""
    import pypdfium2  # only the print-shop export needs a rasteriser

    rgb = io.BytesIO()
    write_pdf([drawing], rgb, path.stem, bleed=bleed)
    document = pypdfium2.PdfDocument(rgb.getvalue())
    try:
        image = document[0].render(scale=dpi / 72).to_pil()
        image.save(path, dpi=(dpi, dpi), optimize=False, compress_level=6)
    finally:
        document.close()
    return path
