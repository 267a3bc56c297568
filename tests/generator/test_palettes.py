"""The colour-blind-safe deck: its four suit inks stay apart under colour-vision-deficiency simulations; an ink
chosen for a fill reads on it."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from colorspacious import cspace_convert

from engine.i18n import translations
from games import get_kit_maker
from generator.palettes import four_colour_suits, readable_ink
from generator.preflight.contrast import contrast_ratio

# CAM02-UCS distance two inks keep under every simulation: well beyond what tells colours apart at a glance.
DISTINCT = 15.0
SIMULATIONS = [None, "protanomaly", "deuteranomaly", "tritanomaly"]


def _rgb(colour: str) -> np.ndarray:
    return np.array([int(colour[i : i + 2], 16) for i in (1, 3, 5)]) / 255


def _closest_pair(inks: dict[str, str], cvd: str | None) -> float:
    """The smallest CAM02-UCS distance between two inks as seen with a full deficiency (None: normal vision)."""
    seen = {}
    for suit, ink in inks.items():
        rgb = _rgb(ink)
        if cvd:
            rgb = np.clip(cspace_convert(rgb, {"name": "sRGB1+CVD", "cvd_type": cvd, "severity": 100}, "sRGB1"), 0, 1)
        seen[suit] = cspace_convert(rgb, "sRGB1", "CAM02-UCS")
    return min(float(np.linalg.norm(seen[a] - seen[b])) for a, b in itertools.combinations(seen, 2))


@pytest.mark.parametrize("cvd", SIMULATIONS)
def test_the_four_suit_inks_stay_distinct_under_each_deficiency(cvd):
    assert _closest_pair(four_colour_suits(), cvd) >= DISTINCT


@pytest.mark.parametrize("game", ["avcw", "civil_suits"])
def test_the_two_colour_decks_fail_the_same_check_and_the_option_prints_four_inks(game):
    tr = translations("en")
    plain = get_kit_maker(game)(None, tr)
    four = get_kit_maker(game)(None, tr, four_colour=True)

    def inks(kit) -> dict[str, str]:
        found = {}
        for card in kit.deck.cards:
            suit = card.name[-1]
            if suit in "SHDC":
                index = next(item for item in card.face.items if hasattr(item, "drawing"))  # the corner index
                found[suit] = next(i.colour for i in index.drawing.items if hasattr(i, "colour"))
        return found

    assert _closest_pair(inks(plain), None) < DISTINCT  # two suits share each colour: the check can fail
    assert inks(four) == four_colour_suits()


def test_a_kit_without_a_suited_deck_refuses_the_four_colour_option_with_a_reason(tmp_path):
    from click.testing import CliRunner

    from pnpkit.cli import main

    result = CliRunner().invoke(main, ["build", "walsingham", "--four-colour", "--out", str(tmp_path)])
    assert result.exit_code == 2 and "no four-colour deck" in result.output
    assert not any(tmp_path.iterdir())  # nothing built


def test_an_ink_for_a_fill_keeps_the_first_that_reads_and_else_takes_the_one_that_stands_out_most():
    yellow, navy, ink = "#d9a400", "#1b2a49", "#1f1d24"
    assert readable_ink("#f6ebc8", yellow, ink) == ink  # a yellow word on its own tint would read at 1.9:1
    assert readable_ink("#cfd9ea", navy, ink) == navy  # a dark colour keeps its own word
    assert readable_ink("#e65100", "#ffffff", ink, "#000000") == "#000000"  # orange: white 3.8:1, the ink 4.4:1
    assert contrast_ratio(readable_ink("#e65100", "#ffffff", ink, "#000000"), "#e65100") >= 4.5
    assert readable_ink("#777777", "#888888", "#ffffff") == "#ffffff"  # none reads: the best of them
