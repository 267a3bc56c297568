"""The digest of a kit's inputs: file contents and names count; caches, compiled and hidden files do not."""

from __future__ import annotations

from generator.stamp import STAMP_FILE, is_up_to_date, kit_digest, tree_digest, write_stamp


def test_a_tree_digest_follows_contents_and_names_but_not_caches(tmp_path):
    (tmp_path / "components").mkdir()
    (tmp_path / "components" / "cards.py").write_text("WIDTH = 63\n")
    (tmp_path / "rules.yaml").write_text("game: g\n")
    first = tree_digest(tmp_path)
    (tmp_path / "__pycache__").mkdir()
    (tmp_path / "__pycache__" / "cards.cpython-311.pyc").write_bytes(b"\0")
    (tmp_path / "components" / "cards.pyc").write_bytes(b"\0")
    (tmp_path / ".cache").write_text("anything")
    assert tree_digest(tmp_path) == first
    (tmp_path / "components" / "cards.py").write_text("WIDTH = 64\n")
    assert tree_digest(tmp_path) != first
    (tmp_path / "components" / "cards.py").write_text("WIDTH = 63\n")
    assert tree_digest(tmp_path) == first
    (tmp_path / "components" / "cards.py").rename(tmp_path / "components" / "deck.py")
    assert tree_digest(tmp_path) != first
    assert tree_digest(tmp_path, skip=(tmp_path / "components",)) != tree_digest(tmp_path)


def test_each_input_of_a_kit_changes_its_digest():
    base = ("shared", "game", None, "en", {"papers": ["a4"]})
    digests = {
        kit_digest(*base),
        kit_digest("shared2", *base[1:]),
        kit_digest(base[0], "game2", *base[2:]),
        kit_digest(*base[:3], "pl", base[4]),
        kit_digest(*base[:4], {"papers": ["a4", "letter"]}),
    }
    assert len(digests) == 5


def test_a_stamp_holds_only_while_every_file_it_lists_is_there(tmp_path):
    (tmp_path / "a4").mkdir()
    (tmp_path / "a4" / "deck.pdf").write_bytes(b"%PDF")
    assert not is_up_to_date(tmp_path, "inputs")  # no stamp yet
    write_stamp(tmp_path, "inputs", {"a4/deck.pdf": 4})
    assert is_up_to_date(tmp_path, "inputs") and not is_up_to_date(tmp_path, "other inputs")
    (tmp_path / "a4" / "deck.pdf").write_bytes(b"%PDF-1.4")  # cut short or replaced by hand
    assert not is_up_to_date(tmp_path, "inputs")
    (tmp_path / "a4" / "deck.pdf").unlink()
    assert not is_up_to_date(tmp_path, "inputs")
    (tmp_path / STAMP_FILE).write_text("{not json")
    assert not is_up_to_date(tmp_path, "inputs")
