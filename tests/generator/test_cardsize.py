"""Card sizes as data: the US size (2.5 x 3.5 in) beside the metric one, at home and for print shops."""

import pytest
from PIL import Image
from pypdf import PdfReader

from generator.cardface import BLEED, HEIGHT, TRIM_HEIGHT, TRIM_WIDTH, WIDTH
from generator.cardsheet import impose_cards
from generator.cardsize import CARD_SIZES, DRAWN_BLEED, METRIC, US, card_size
from generator.errors import BuildOptionError, LayoutError
from generator.geometry import Drawing
from generator.paper import HOME_PAPERS
from generator.printshop import DPI, card_files, card_page, write_card_pdf, write_card_png

POINTS_PER_INCH = 72


def test_the_us_size_is_2_5_by_3_5_inches_and_faces_are_drawn_with_bleed_for_every_size():
    assert (US.trim_width, US.trim_height) == pytest.approx((63.5, 88.9))
    assert (METRIC.trim_width, METRIC.trim_height) == (TRIM_WIDTH, TRIM_HEIGHT)
    assert BLEED == DRAWN_BLEED and (WIDTH, HEIGHT) == (TRIM_WIDTH + 2 * BLEED, TRIM_HEIGHT + 2 * BLEED)
    for size in CARD_SIZES.values():  # the face, centred on the size's trim, covers each of its bleeds
        for bleed in (size.bleed, size.image_bleed, size.sheet_bleed):
            assert size.trim_width + 2 * bleed - 1e-9 <= WIDTH and size.trim_height + 2 * bleed - 1e-9 <= HEIGHT
    assert card_size("us") is US
    with pytest.raises(BuildOptionError):
        card_size("bridge")


@pytest.mark.parametrize("paper", list(HOME_PAPERS.values()), ids=list(HOME_PAPERS))
@pytest.mark.parametrize("size", [METRIC, US], ids=["metric", "us"])
def test_eight_cards_of_either_size_fill_a_home_sheet(paper, size):
    imposition = impose_cards(paper.width, paper.height, size.trim_width, size.trim_height, size.sheet_bleed)
    assert imposition.per_sheet == 8


def test_us_print_shop_files_are_drivethrucards_pages_and_makeplayingcards_images(tmp_path, kit):
    files = dict(card_files(kit.deck))
    trim = (US.trim_width, US.trim_height)
    for stem in ("QH", "back"):
        pdf = write_card_pdf(files[stem], tmp_path, stem, US.bleed, trim=trim)
        page = PdfReader(pdf).pages[0]
        # A DriveThruCards page: 2.75 x 3.75 in, cut at 2.5 x 3.5 in, 1/8 in in from each edge.
        assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx((198, 270), abs=0.01)
        assert (float(page.trimbox.width), float(page.trimbox.height)) == pytest.approx((180, 252), abs=0.01)
        assert float(page.trimbox.left) == pytest.approx(9, abs=0.01)
        png = write_card_png(files[stem], tmp_path / f"{stem}.png", US.image_bleed, trim)
        with Image.open(png) as image:
            assert image.size == (822, 1122)  # MakePlayingCards' poker-size template, exactly
            assert image.info["dpi"] == pytest.approx((DPI, DPI), abs=0.01)
    metric = write_card_png(files["QH"], tmp_path / "metric.png", METRIC.image_bleed, (63, 88))
    with Image.open(metric) as image:
        assert image.size == (815, 1111)  # 69 x 94 mm at 300 dpi, each side rounded up


def test_a_face_is_centred_on_its_card_and_one_that_cannot_reach_the_bleed_is_refused(kit):
    face = kit.deck.cards[0].face
    page = card_page(face, US.bleed, (US.trim_width, US.trim_height))
    (placed,) = page.items
    assert placed.dx + face.width / 2 == pytest.approx(page.width / 2)
    assert placed.dy + face.height / 2 == pytest.approx(page.height / 2)
    with pytest.raises(LayoutError):
        card_page(Drawing("card-small", 69, 94, ()), US.bleed, (US.trim_width, US.trim_height))
