"""Synthetic photos of the kit's own cards, for the scan benchmark (bench/scan.py) and the scan tests.

A hand is laid out as a player would show it (spread on a table, each card 20 mm to the right of the last so
that its left edge shows; fanned from the hand; a single card), some cards turned 180 degrees, then photographed:
a table under it, the camera tilted up to 30 degrees, a little blur and motion, sensor noise, uneven warm light,
a JPEG at 70 to 90, scaled to the camera's megapixels. Every card laid out shows at least one of its two codes
whole, so every card of a hand is a visible card.
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
    # Framed as a player frames a photo of a hand: the cards and a margin of table round them.
    x0, y0, x1, y1 = table.getbbox()
    margin = round(0.06 * max(x1 - x0, y1 - y0))
    cards_only = table.crop((x0 - margin, y0 - margin, x1 + margin, y1 + margin))
    framed = Image.new("RGB", cards_only.size, _table_colour(rng))
    framed.paste(cards_only, (0, 0), cards_only)
    return framed


def _table_colour(rng: random.Random) -> tuple[int, int, int]:
    return rng.choice([(92, 64, 42), (40, 70, 52), (120, 100, 80), (200, 196, 188)])


def photograph(picture: Image.Image, rng: random.Random, megapixels: float, quality: int | None = None) -> bytes:
    """Take a photo of a laid-out table: tilt, blur, noise, warm uneven light, the camera's size, a JPEG."""
    width, height = picture.size
    # The camera tilted up to 30 degrees: the far edge foreshortened, about the picture's middle.
    tilt = math.radians(rng.uniform(0, 30))
    shrink = 1 - 0.5 * math.sin(tilt) * 0.6
    margin = (1 - shrink) * width / 2
    source = [(margin, 0), (width - margin, 0), (width, height), (0, height)]
    coefficients = _perspective(source, [(0, 0), (width, 0), (width, height), (0, height)])
    canvas = picture.transform((width, height), Image.PERSPECTIVE, coefficients, Image.BICUBIC)
    scale = math.sqrt(megapixels * 1e6 / (width * height))
    photo = canvas.resize((round(width * scale), round(height * scale)), Image.LANCZOS)
    photo = photo.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.9)))
    if rng.random() < 0.5:  # a little motion: a short smear along one direction
        length = rng.choice([3, 5])
        kernel = [0.0] * 25
        for i in range(length):
            kernel[(2 * 5) + (5 - length) // 2 + i] = 1.0 / length
        photo = photo.filter(ImageFilter.Kernel((5, 5), kernel))
    pixels = numpy.asarray(photo).astype(numpy.float32)
    rows, columns = pixels.shape[:2]
    # Uneven warm light: a lamp off to one side, its light falling off across the table, yellower than day.
    ly, lx = rng.uniform(0, rows), rng.uniform(0, columns)
    yy, xx = numpy.mgrid[0:rows, 0:columns]
    distance = numpy.hypot(yy - ly, xx - lx) / math.hypot(rows, columns)
    light = (1.0 - 0.45 * distance)[..., None] * numpy.array([1.0, 0.93, 0.78], dtype=numpy.float32)
    pixels = pixels * light + numpy.random.default_rng(rng.randrange(1 << 30)).normal(0, 4.0, pixels.shape)
    photo = Image.fromarray(pixels.clip(0, 255).astype(numpy.uint8))
    buffer = io.BytesIO()
    photo.save(buffer, "JPEG", quality=quality or rng.randint(70, 90))
    return buffer.getvalue()


def _perspective(source, target) -> list[float]:
    """Return PIL's perspective coefficients mapping each target point to its source point."""
    matrix = []
    for (x, y), (u, v) in zip(target, source, strict=True):
        matrix.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        matrix.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    vector = [coordinate for point in source for coordinate in point]
    return numpy.linalg.solve(numpy.array(matrix, dtype=float), numpy.array(vector, dtype=float)).tolist()
