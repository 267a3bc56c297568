"""The live board's pieces layer: each item written once, clip paths named by their boxes and shared."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from generator.geometry import Drawing, Group, Rect, Style
from generator.svg import svg_layer, svg_text

INK = Style(fill="#112233")


def _elements(text: str, tag: str) -> list:
    """Return the elements of an SVG text with a tag, whether the text names SVG's namespace (a document) or not."""
    return [el for el in ET.fromstring(text).iter() if el.tag.rpartition("}")[2] == tag]


def _drawing(*items) -> Drawing:
    return Drawing("pieces", 100, 100, tuple(items))


def test_a_layer_draws_what_the_whole_document_draws():
    """The layer holds the same elements as the drawing's own document, in the same order."""
    drawing = _drawing(Rect(1, 2, 3, 4, INK), Group((Rect(5, 6, 7, 8, INK),), clip=(0, 0, 10, 10)))
    in_layer = [el.attrib for el in _elements(svg_layer(drawing, "pieces"), "rect") if el.get("fill")]
    in_document = [el.attrib for el in _elements(svg_text(drawing), "rect") if el.get("fill")]
    assert [rect["x"] for rect in in_layer] == ["1", "5"]
    assert in_layer == in_document


def test_two_items_clipped_to_one_box_share_one_clip_path():
    """Clip paths are named after their box within the layer's prefix: one definition serves both items."""
    box = (0, 0, 10.5, 10)
    drawing = _drawing(Group((Rect(1, 1, 1, 1, INK),), clip=box), Group((Rect(2, 2, 1, 1, INK),), clip=box))
    layer = svg_layer(drawing, "pieces")
    assert [clip.get("id") for clip in _elements(layer, "clipPath")] == ["piecesclip0_0_1050_1000"]
    users = [el.get("clip-path") for el in _elements(layer, "g") if el.get("clip-path")]
    assert users == ["url(#piecesclip0_0_1050_1000)"] * 2


def test_an_item_reads_the_same_in_every_layer_it_is_in():
    """An item's text does not depend on what else the layer holds (so it is written once and reused)."""
    moved = Group((Rect(9, 9, 1, 1, INK),), clip=(5, 5, 5, 5))
    alone = svg_layer(_drawing(moved), "pieces")
    among = svg_layer(_drawing(Group((Rect(1, 1, 1, 1, INK),), clip=(0, 0, 2, 2)), moved), "pieces")
    item_text = alone[alone.index('<g id="pieces">') + len('<g id="pieces">') : -len("</g></g>")]
    assert item_text in among
