"""Every PDF of every kit says what it is, in the kit's language: title, subject, language (/Lang) and creator."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from engine.i18n import SOURCE_LOCALE
from generator.pdf import CREATOR, language_tag
from tests.i18n.conftest import KIT_GAMES, KIT_LOCALES


def _metadata(out) -> dict[str, tuple[str, str, str, str, str]]:
    """Return {paper/file: (title, subject, creator, author, /Lang)} for every PDF of a built kit."""
    found = {}
    for pdf in sorted(out.glob("*/*.pdf")):
        reader = PdfReader(pdf)
        info = reader.metadata
        language = str(reader.trailer["/Root"].get("/Lang", ""))
        found[f"{pdf.parent.name}/{pdf.name}"] = (info.title, info.subject, info.creator, info.author, language)
    return found


@pytest.mark.parametrize("locale", KIT_LOCALES)
@pytest.mark.parametrize("game", KIT_GAMES)
def test_every_pdf_has_its_title_subject_language_and_creator_in_the_kit_s_language(built_kits, game, locale):
    found = _metadata(built_kits[game, locale])
    english = _metadata(built_kits[game, SOURCE_LOCALE])
    assert found.keys() == english.keys() and len(found) >= 8  # both papers: deck, calibration, checklist...
    for name, (title, subject, creator, author, language) in found.items():
        assert title and subject, name
        assert title.startswith(found["a4/checklist.pdf"][0].split(":")[0]), name  # the game's title first
        assert creator == CREATOR and author != "anonymous", name
        assert language == language_tag(locale), name
        if locale != SOURCE_LOCALE:  # translated, not left in English
            assert subject != english[name][1], name  # a sentence: always worded anew
    if locale != SOURCE_LOCALE:
        # Titles are translated too; a few may be words the languages share ("Doctrines" in French).
        translated = [name for name in found if found[name][0] != english[name][0]]
        assert len(translated) >= 0.75 * len(found), sorted(set(found) - set(translated))
    # Each file says what it holds: no two files of one paper share a subject.
    for paper in ("a4", "letter"):
        subjects = [meta[1] for name, meta in found.items() if name.startswith(paper + "/")]
        assert len(set(subjects)) == len(subjects)
