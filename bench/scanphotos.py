"""Synthetic photos of the kit's own cards, for the scan benchmark (bench/scan.py) and the scan tests.

A hand is laid out as a player would show it (spread on a table, each card 20 mm to the right of the last so
that its left edge shows; fanned from the hand; a single card), some cards turned 180 degrees, then photographed:
a table under it, framed in a camera's 4:3 frame as a player frames a hand, the camera tilted up to 30 degrees,
a little blur and motion (as a 12 MP sensor records them: a smaller photo is that one scaled down), sensor
noise, uneven warm light, a JPEG at 70 to 90, at the camera's megapixels. Every card laid out shows at least one
of its two codes whole, so every card of a hand is a visible card.
"""

from __future__ import annotations

import io
import math
import random

import numpy
from PIL import Image, ImageDraw, ImageFilter

SPREAD_STEP = 20.0  # mm from one card's left edge to the next one's in a spread
FAN_STEP = 9.0  # degrees between two cards of a fan
PX_PER_MM = 12.0  # the card images' resolution before the camera sees them (about 300 dpi)
SENSOR_MEGAPIXELS = 12.0  # a phone camera's sensor: a smaller photo is its photo scaled down


def card_image(face, px_per_mm: float = PX_PER_MM) -> Image.Image:
    """Render a card face (a drawing with bleed) to an RGBA image of its trim, rounded corners cut out."""
    import tempfile
    from pathlib import Path

    import pypdfium2

    from generator.pdf import write_pdf

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "card.pdf"
        write_pdf([face], path, face.name)
        data = path.read_bytes()
    document = pypdfium2.PdfDocument(data)
    try:
        image = document[0].render(scale=px_per_mm * 25.4 / 72).to_pil().convert("RGB")
    finally:
        document.close()
    return trimmed(image, face.trim, px_per_mm)


def trimmed(image: Image.Image, trim, px_per_mm: float) -> Image.Image:
    """Cut a rendered face (or a print-shop PNG) to its trim, with a card's rounded corners."""
    x, y, w, h = (round(v * px_per_mm) for v in trim)
    card = image.crop((x, y, x + w, y + h)).convert("RGBA")
    mask = Image.new("L", card.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, w - 1, h - 1), radius=round(3 * px_per_mm), fill=255)
    card.putalpha(mask)
    return card


def lay_out(cards: list[Image.Image], layout: str, rng: random.Random, px_per_mm: float = PX_PER_MM):
    """Lay cards out on a table as ``spread``, ``fan`` or ``single``; return the RGB picture."""
    turned = [card.rotate(180) if rng.random() < 0.3 else card for card in cards]
    w, h = cards[0].size
    if layout == "fan":
        radius = 1.6 * h
        angles = [(i - (len(cards) - 1) / 2) * FAN_STEP for i in range(len(cards))]
        size = (round(2 * radius * math.sin(math.radians(abs(angles[0]) + 30)) + 2 * w), round(radius + 1.2 * h))
        pivot = (size[0] / 2, size[1] - 0.1 * h)
    else:
        rows = 1 if len(cards) <= 13 else 2
        per_row = math.ceil(len(cards) / rows)
        step = SPREAD_STEP * px_per_mm
        size = (round(w + step * (per_row - 1) + 2 * w / 3), round(rows * h * 1.1 + h / 3))
    table = Image.new("RGBA", size, (0, 0, 0, 0))
    for index, card in enumerate(turned):
        if layout == "fan":
            angle = angles[index]
            rotated = card.rotate(-angle, expand=True, resample=Image.BICUBIC)
            # The card's bottom centre on the circle's rim, turned about the pivot.
            cx = pivot[0] + (radius - h / 2) * math.sin(math.radians(angle))
            cy = pivot[1] - (radius - h / 2) * math.cos(math.radians(angle))
            table.paste(rotated, (round(cx - rotated.width / 2), round(cy - rotated.height / 2)), rotated)
        else:
            row, column = divmod(index, per_row)
            jitter = rng.uniform(-2, 2)
            rotated = card.rotate(jitter, expand=True, resample=Image.BICUBIC)
            x = w / 3 + column * step + rng.uniform(-1, 1) * px_per_mm
            y = h / 6 + row * h * 1.1
            table.paste(rotated, (round(x), round(y)), rotated)
    # Framed as a player frames a photo of a hand in a camera's 4:3 frame (turned to suit the hand): the cards
    # filling its longer side but for a margin of table, the rest of the frame table too.
    x0, y0, x1, y1 = table.getbbox()
    cards_only = table.crop((x0, y0, x1, y1))
    margin = rng.uniform(0.04, 0.12)
    frame_w, frame_h = (x1 - x0) * (1 + 2 * margin), (y1 - y0) * (1 + 2 * margin)
    long_side, short_side = max(frame_w, frame_h), min(frame_w, frame_h)
    long_side, short_side = max(long_side, short_side * 4 / 3), max(short_side, long_side * 3 / 4)
    frame = (round(long_side), round(short_side)) if frame_w >= frame_h else (round(short_side), round(long_side))
    framed = Image.new("RGB", frame, _table_colour(rng))
    left = round(rng.uniform(0.3, 0.7) * (frame[0] - cards_only.width))
    top = round(rng.uniform(0.3, 0.7) * (frame[1] - cards_only.height))
    framed.paste(cards_only, (left, top), cards_only)
    return framed


def _table_colour(rng: random.Random) -> tuple[int, int, int]:
    return rng.choice([(92, 64, 42), (40, 70, 52), (120, 100, 80), (200, 196, 188)])


def photograph(picture: Image.Image, rng: random.Random, megapixels: float, quality: int | None = None) -> bytes:
    """Take a photo of a laid-out table: tilt, blur, noise, warm uneven light, the camera's size, a JPEG."""
    scale = math.sqrt(megapixels * 1e6 / (picture.width * picture.height))
    if scale < 0.5:  # the table drawn at about twice the photo's resolution before the lens sees it: no finer
        picture = picture.reduce(int(1 / (2 * scale)))
    width, height = picture.size
    # The camera tilted up to 30 degrees: the far edge foreshortened, smaller than the near one (so that the far
    # cards get fewer pixels a millimetre), the table's colour round it.
    tilt = math.radians(rng.uniform(0, 30))
    shrink = 1 - 0.5 * math.sin(tilt) * 0.6
    margin = (1 - shrink) * width / 2
    far_edge = [(margin, 0), (width - margin, 0), (width, height), (0, height)]
    coefficients = _perspective([(0, 0), (width, 0), (width, height), (0, height)], far_edge)
    canvas = picture.transform(
        (width, height), Image.PERSPECTIVE, coefficients, Image.BICUBIC, fillcolor=picture.getpixel((0, 0))
    )
    scale = math.sqrt(megapixels * 1e6 / (width * height))
    photo = canvas.resize((round(width * scale), round(height * scale)), Image.LANCZOS)
    # The lens's blur and a little motion, as a phone's 12 MP sensor records them: a smaller photo is that one
    # scaled down, so its pixels are blurred less (its own resampling adds the rest).
    sensor = math.sqrt(min(1.0, megapixels / SENSOR_MEGAPIXELS))
    photo = photo.filter(ImageFilter.GaussianBlur(max(0.3, rng.uniform(0.3, 0.9) * sensor)))
    if rng.random() < 0.5:  # a little motion: a short smear along one direction
        smear = rng.choice([3, 5]) * sensor
        photo = photo.filter(ImageFilter.Kernel((5, 5), _smear(smear)))
    columns, rows = photo.size
    # Uneven warm light: a lamp off to one side, its light falling off across the table, yellower than day
    # (worked out on a coarse grid and smoothed up: light varies slowly).
    ly, lx = rng.uniform(0, rows), rng.uniform(0, columns)
    coarse = (max(2, columns // 16), max(2, rows // 16))
    yy = numpy.linspace(0, rows, coarse[1], dtype=numpy.float32)[:, None]
    xx = numpy.linspace(0, columns, coarse[0], dtype=numpy.float32)[None, :]
    fall = 1.0 - 0.45 * numpy.hypot(yy - ly, xx - lx) / math.hypot(rows, columns)
    fall = numpy.asarray(Image.fromarray(fall, "F").resize(photo.size, Image.BILINEAR))[..., None]
    pixels = numpy.asarray(photo, dtype=numpy.float32) * fall
    pixels *= numpy.array([1.0, 0.93, 0.78], dtype=numpy.float32)
    noise = numpy.random.default_rng(rng.randrange(1 << 30)).standard_normal(pixels.shape, dtype=numpy.float32)
    pixels += 4.0 * noise
    photo = Image.fromarray(pixels.clip(0, 255).astype(numpy.uint8))
    buffer = io.BytesIO()
    photo.save(buffer, "JPEG", quality=quality or rng.randint(70, 90))
    return buffer.getvalue()


def _smear(length: float) -> list[float]:
    """Return a 5 x 5 kernel that smears a pixel along a row over ``length`` pixels (1 to 5, its ends in part)."""
    row = [max(0.0, min(1.0, (length + 1) / 2 - abs(i - 2))) for i in range(5)]
    total = sum(row)
    return [0.0] * 10 + [value / total for value in row] + [0.0] * 10


def _perspective(source, target) -> list[float]:
    """Return PIL's perspective coefficients mapping each target point to its source point."""
    matrix = []
    for (x, y), (u, v) in zip(target, source, strict=True):
        matrix.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        matrix.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    vector = [coordinate for point in source for coordinate in point]
    return numpy.linalg.solve(numpy.array(matrix, dtype=float), numpy.array(vector, dtype=float)).tolist()
