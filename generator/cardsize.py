"""Card sizes as data: the trim a deck is cut to, its bleed, and the bleed of the images shops take.

Every deck's faces are laid out once, on the design trim (63 x 88 mm), and drawn with a bleed wide enough
for every size here (``DRAWN_BLEED``). A size prints a deck drawn at the design trim at its own trim, the
face centred on it: the cut of the US card (2.5 x 3.5 in, 0.5 mm wider and 0.9 mm taller) falls in the
face's background, and every text keeps its distance from the cut. Nothing is stretched: a card scaled to
another size unevenly is what a shop's upload rejects.

- ``metric`` (the default): 63 x 88 mm with 3 mm of bleed, the size European shops and home sheets use.
- ``us``: 2.5 x 3.5 in with 1/8 in of bleed, so that a card's page is the 2.75 x 3.75 in DriveThruCards
  asks for; its images have 0.12 in of bleed, the 822 x 1122 px at 300 dpi MakePlayingCards asks for.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from engine.i18n import N_
from generator.errors import BuildOptionError

INCH = 25.4  # mm


@dataclass(frozen=True)
class CardSize:
    """A card's trim in mm, and its bleed: in a print shop's PDF, in its image, and round a home sheet's block."""

    id: str  # its --card-size choice
    trim_width: float
    trim_height: float
    bleed: float  # round each card of a print-shop PDF
    image_bleed: float  # round each card of a print-shop image
    sheet_bleed: float  # round the block of butted cards on a home sheet

    def fit(self, deck):
        """Return the deck as this size prints it on home sheets: a deck drawn at the design trim gets this
        size's trim; a deck of a size of its own keeps it; both get this size's sheet bleed."""
        designed = (deck.trim_width, deck.trim_height) == (DESIGN.trim_width, DESIGN.trim_height)
        trim = (self.trim_width, self.trim_height) if designed else (deck.trim_width, deck.trim_height)
        return dataclasses.replace(deck, trim_width=trim[0], trim_height=trim[1], bleed=self.sheet_bleed)


METRIC = CardSize("metric", 63.0, 88.0, 3.0, 3.0, 3.0)
# Four US cards down a Letter sheet leave 12.7 mm to each edge: the printable margin, the shortest crop mark
# and its gap take 9.7 of them, so the bleed round the block is 2.5 mm (a cut a little off still lands in it).
US = CardSize("us", 2.5 * INCH, 3.5 * INCH, INCH / 8, 0.12 * INCH, 2.5)
CARD_SIZES = {size.id: size for size in (METRIC, US)}
DESIGN = METRIC  # the trim every face is laid out on

# How far round the design trim a face is drawn: as far as the widest bleed of any size reaches beyond it.
DRAWN_BLEED = max(
    max(size.bleed, size.image_bleed, size.sheet_bleed)
    + max(size.trim_width - DESIGN.trim_width, size.trim_height - DESIGN.trim_height) / 2
    for size in CARD_SIZES.values()
)


def card_size(name: str) -> CardSize:
    """Return the card size of a --card-size choice."""
    if name not in CARD_SIZES:
        raise BuildOptionError(
            N_("%(name)r is not a card size; choose from %(sizes)s"), name=name, sizes=", ".join(CARD_SIZES)
        )
    return CARD_SIZES[name]
