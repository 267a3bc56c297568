"""The colour helpers every kit draws with: a text's ink chosen by its fill's luminance, a colour deepened to read."""

from __future__ import annotations

from generator.context import contrast_ratio, deepen, ink_on

INK = "#1f1d24"


def test_ink_on_picks_white_on_a_dark_fill_and_the_dark_ink_on_a_light_one():
    assert ink_on("#2b3f9e", INK) == "#ffffff"  # a deep blue
    assert ink_on("#c8a200", INK) == INK  # an ochre: white on it reads at 2.4:1 only
    assert ink_on("#e07b00", INK) == INK  # an orange
    assert ink_on("#3a7fc1", INK) == "#000000"  # a mid blue: neither the ink nor white reaches 4.5:1


def test_the_chosen_ink_always_reads_at_4_5_to_1():
    for fill in ("#c8a200", "#3a7fc1", "#b3202a", "#2b3f9e", "#3c3c3c", "#2e7d4f", "#e07b00", "#6a9fd4", "#7a2f7a"):
        assert contrast_ratio(ink_on(fill, INK), fill) >= 4.5, fill


def test_deepen_darkens_a_light_colour_just_enough_and_leaves_a_dark_one_alone():
    assert deepen("#2b3f9e") == "#2b3f9e"
    ochre = deepen("#c8a200")
    assert 4.5 <= contrast_ratio(ochre, "#ffffff") < 5.5
    assert deepen("#2f6f95", "#cfe2ec") != "#2f6f95" and contrast_ratio(deepen("#2f6f95", "#cfe2ec"), "#cfe2ec") >= 4.5
