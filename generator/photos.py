"""Opening a photo of cards within bounds: its size in bytes, its pixels read from its header before any
decoding (a decompression bomb is refused unopened), and its turn as the camera recorded it.

What is refused says why, in the reader's language. Nothing here keeps, logs or sends the photo anywhere.
"""

from __future__ import annotations

import io
import warnings

from engine.errors import PnpkitError
from engine.i18n import N_

MAX_PIXELS = 50_000_000  # a 48 MP phone's photo; a bomb declares far more
FORMATS = ("JPEG", "PNG", "WEBP")  # what a phone's camera and a canvas write (JPEG's opener takes MPO too)


class PhotoError(PnpkitError, ValueError):
    """A photo that cannot be read: too large, not an image, or a decompression bomb."""


def open_photo(data: bytes, max_bytes: int | None = None):
    """Return the photo in ``data`` as a PIL image, decoded and upright; raise PhotoError naming what is wrong."""
    from PIL import Image, ImageOps, UnidentifiedImageError

    if max_bytes is not None and len(data) > max_bytes:
        raise PhotoError(N_("The photo is larger than %(limit)d MB."), limit=max_bytes // 1_000_000)
    with warnings.catch_warnings():
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            image = Image.open(io.BytesIO(data), formats=FORMATS)
            if image.width * image.height > MAX_PIXELS:
                raise Image.DecompressionBombError
            image.load()
            return ImageOps.exif_transpose(image)
        except (Image.DecompressionBombError, Image.DecompressionBombWarning):
            raise PhotoError(
                N_("The photo has more than %(limit)d million pixels: take it again at a smaller size."),
                limit=MAX_PIXELS // 1_000_000,
            ) from None
        except (UnidentifiedImageError, OSError, SyntaxError, ValueError):
            raise PhotoError(N_("This file is not a photo that can be read (JPEG, PNG or WebP).")) from None
