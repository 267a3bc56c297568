import pytest
from PIL import Image
from pypdf import PdfReader

from generator.preflight.placements import MM
from generator.printshop import DPI, card_files, write_card_pdf, write_card_png


def test_a_print_shop_card_is_one_page_with_bleed_its_trim_box_and_a_300_dpi_png(tmp_path, kit):
    files = dict(card_files(kit.deck))
    assert len(files) == 55 and "back" in files and "QH" in files and "JK2" in files
    for stem in ("QH", "back"):
        pdf = write_card_pdf(files[stem], tmp_path, stem, kit.deck.bleed)
        page = PdfReader(pdf).pages[0]
        assert float(page.mediabox.width) / MM == pytest.approx(69, abs=0.01)
        assert float(page.trimbox.width) / MM == pytest.approx(63, abs=0.1)
        assert float(page.trimbox.height) / MM == pytest.approx(88, abs=0.1)
        assert float(page.trimbox.left) / MM == pytest.approx(3, abs=0.01)
        png = write_card_png(pdf)
        with Image.open(png) as image:
            assert image.size[0] == pytest.approx(69 / 25.4 * DPI, abs=1)
            assert image.size[1] == pytest.approx(94 / 25.4 * DPI, abs=1)
            low, high = image.convert("L").getextrema()
            assert high - low > 100
