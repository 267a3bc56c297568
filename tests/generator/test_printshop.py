import pytest
from PIL import Image
from pypdf import PdfReader
from pypdf.generic import ContentStream

from generator.cardsize import METRIC
from generator.cmyk import RICH_BLACK, Inks, Use
from generator.geometry import Drawing, Rect, Style
from generator.preflight import pdfx
from generator.preflight.placements import MM
from generator.printshop import DPI, card_files, write_card_pdf, write_card_png, write_deck_pdf
from tests.generator.preflight.sheets import text


@pytest.fixture(scope="module")
def inks():
    return Inks()


def test_a_print_shop_card_is_one_page_with_bleed_its_trim_box_and_a_300_dpi_png(tmp_path, kit, inks):
    files = dict(card_files(kit.deck))
    assert len(files) == 55 and "back" in files and "QH" in files and "JK2" in files
    for stem in ("QH", "back"):
        pdf = write_card_pdf(files[stem], tmp_path, stem, METRIC.bleed, inks, trim=(63, 88))
        page = PdfReader(pdf).pages[0]
        assert float(page.mediabox.width) / MM == pytest.approx(69, abs=0.01)
        assert float(page.trimbox.width) / MM == pytest.approx(63, abs=0.1)
        assert float(page.trimbox.height) / MM == pytest.approx(88, abs=0.1)
        assert float(page.trimbox.left) / MM == pytest.approx(3, abs=0.01)
        png = write_card_png(files[stem], tmp_path / f"{stem}.png", METRIC.image_bleed, (63, 88))
        with Image.open(png) as image:
            assert image.mode == "RGB"
            assert image.size[0] == pytest.approx(69 / 25.4 * DPI, abs=1)
            assert image.size[1] == pytest.approx(94 / 25.4 * DPI, abs=1)
            low, high = image.convert("L").getextrema()
            assert high - low > 100


def test_the_print_shop_pdfs_are_pdf_x_1a_in_cmyk_and_ghostscript_reads_them(tmp_path, kit, inks):
    files = dict(card_files(kit.deck))
    for stem in ("QH", "AS", "back"):
        path = write_card_pdf(files[stem], tmp_path, stem, METRIC.bleed, inks, trim=(63, 88))
        assert [found.line() for found in pdfx.check_file(path, stem)] == []
        info = PdfReader(path).metadata
        assert info["/GTS_PDFXVersion"] == "PDF/X-1a:2003" and info["/Trapped"] == "/False"
    # The same card as the home kit writes it (RGB, no intent) is refused, each fault named.
    rgb = write_card_pdf(files["QH"], tmp_path, "QH-rgb", METRIC.bleed, trim=(63, 88))
    problems = {found.message.msgid for found in pdfx.check_file(rgb, "QH-rgb")}
    assert "RGB colour is left in the file" in problems
    assert "no output intent for PDF/X" in problems
    assert "no PDF/X-1a version key in the document information" in problems


def _fills_before_text(path) -> list[tuple[float, ...]]:
    """The CMYK fill in force at each text shown on the page, read from its content stream."""
    reader = PdfReader(path)
    fills, fill = [], None
    for operands, operator in ContentStream(reader.pages[0].get_contents(), reader).operations:
        if operator == b"k":
            fill = tuple(float(value) for value in operands)
        elif operator == b"Tj":
            fills.append(fill)
    return fills


def test_near_black_and_grey_text_is_on_the_black_plate_alone_and_coloured_text_is_converted(tmp_path, inks):
    words = (
        text("Body", 10, 20, size=7, colour="#1f1d24"),  # the kits' near-black ink
        text("Muted", 10, 30, size=7, colour="#6b6774"),  # their muted grey
        text("Hearts", 10, 40, size=7, colour="#b0282c"),  # a suit's red
    )
    path = tmp_path / "text.pdf"
    write_card_pdf(Drawing("card", 69, 94, words), tmp_path, "text", 3.0, inks)
    body, muted, red = _fills_before_text(path)
    assert body == (0, 0, 0, 1)
    assert muted[:3] == (0, 0, 0) and 0.5 < muted[3] < 0.9
    assert red[1] > 0.6 and red[2] > 0.5  # magenta and yellow carry a red
    # Ghostscript sees the black-only page with no cyan, magenta or yellow at all.
    write_card_pdf(Drawing("card", 69, 94, words[:2]), tmp_path, "black", 3.0, inks)
    ((c, m, y, k),) = pdfx.ink_coverage(tmp_path / "black.pdf")
    assert (c, m, y) == (0, 0, 0) and k > 0
    assert pdfx.ghostscript_problem(tmp_path / "black.pdf") is None


def test_rich_black_only_for_a_large_solid_and_never_for_type_lines_or_small_marks(inks):
    assert inks.cmyk("#000000", Use("fill", 50 * 60)) == RICH_BLACK
    assert inks.cmyk("#111111", Use("fill", 4.0)) == (0, 0, 0, 1)
    assert inks.cmyk("#000000", Use("line", 0.3)) == (0, 0, 0, 1)
    assert inks.cmyk("#000000") == (0, 0, 0, 1)
    # A blind conversion makes sRGB black of four inks, as the profile does for any colour it is asked.
    assert min(inks.cmyk("#8c2b2b", Use("fill", 1.0))[:3]) > 0.2


def test_four_colour_black_text_is_found_on_read_back(tmp_path, inks):
    class Blind(Inks):
        def cmyk(self, colour, use=None):  # what a blind conversion gives near-black
            return (0.72, 0.68, 0.67, 0.89)

    blind = Blind()
    path = write_card_pdf(Drawing("card", 69, 94, (text("Body", 10, 20, size=7),)), tmp_path, "blind", 3.0, blind)
    problems = [found.message.msgid for found in pdfx.check_file(path, "blind")]
    assert problems == [
        "a colour takes more than %(limit)d %% of ink in all",  # 296 %, past the shops' 240 %
        "text is printed in a black built of four inks, not on the black plate alone",
    ]
    plain = Drawing("card", 69, 94, (Rect(0, 0, 69, 94, Style(fill="#000000")),))
    solid = [
        found.message.msgid for found in pdfx.check_file(write_card_pdf(plain, tmp_path, "solid", 3.0, blind), "x")
    ]
    assert solid == ["a colour takes more than %(limit)d %% of ink in all"]  # four-colour black, but no text


def test_no_colour_takes_more_than_240_percent_of_ink(inks):
    for colour in ("#22304a", "#5a2e1e", "#2f4a26", "#000000", "#1f1d24", "#8c2b2b"):
        for use in (Use("fill", 5000.0), Use("fill", 1.0), Use("line", 1.0)):
            assert sum(inks.cmyk(colour, use)) <= 2.4


def test_a_whole_deck_for_a_print_shop_is_each_cards_back_then_its_front_in_cmyk(tmp_path, kit, inks):
    path = write_deck_pdf(kit.deck, tmp_path, METRIC.bleed, inks, trim=(63, 88))
    reader = PdfReader(path)
    assert len(reader.pages) == 2 * len(kit.deck.cards)
    forms = [list(page["/Resources"]["/XObject"]) for page in reader.pages[:4]]
    assert forms[0] == forms[2] and forms[0][0].endswith("card-back")  # the one back, drawn once as a form
    assert forms[1][0].endswith(f"card-{kit.deck.cards[0].name}") and forms[3][0].endswith(kit.deck.cards[1].name)
    assert [found.line() for found in pdfx.check_file(path, "all-cards.pdf")] == []
