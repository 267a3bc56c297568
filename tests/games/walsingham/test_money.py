"""Walsingham's money in the period's terms: pounds sterling in the data, the catalogs, the printed kit."""

from __future__ import annotations

import pytest
import yaml
from babel.messages.pofile import read_po

from engine.i18n import Message, available_locales, template_path, translations
from games.walsingham.components import make_context
from games.walsingham.components.sheets import money_note
from games.walsingham.components.warrant import ROSE_RED, clerks_numeral
from games.walsingham.data import RULES_PATH
from generator.geometry import Path
from tests.kitchecks import drawing_texts, pdf_words

SIGN = "£"


def _catalog(locale: str):
    path = template_path() if locale == "en" else template_path().parent / locale / "LC_MESSAGES" / "pnpkit.po"
    with path.open("rb") as handle:
        return read_po(handle)


def _walsingham_texts(locale: str) -> list[tuple[str, str]]:
    """(source, translation) of every text of the catalog that comes from Walsingham's code, data or pages."""
    texts = []
    for message in _catalog(locale):
        if message.id and any("walsingham" in location for location, _ in message.locations):
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            texts += [(source, str(strings[0] or "")) for source in ids]
    return texts


def test_the_data_names_the_currency_and_marks_it_reconstructed():
    money = yaml.safe_load(RULES_PATH.read_text(encoding="utf-8"))["money"]
    assert money["currency"]["sign"] == SIGN and money["currency"]["source"] == "reconstructed"


@pytest.mark.parametrize("locale", available_locales())
def test_no_walsingham_text_in_any_language_shows_a_dollar(locale):
    texts = _walsingham_texts(locale)
    assert len(texts) > 100  # the game's texts were found
    assert not [pair for pair in texts if "$" in pair[0] or "$" in pair[1]]
    money = [(source, translated) for source, translated in texts if SIGN in source]
    assert len(money) > 20  # the bids, payments, stipends, notes and the phone's amounts
    if locale != "en":
        assert all(SIGN in translated for _, translated in money), [p for p in money if SIGN not in p[1]]


def test_the_printed_kit_shows_amounts_in_pounds_never_dollars(built_kits_of_the_run):
    out, _ = built_kits_of_the_run.built("walsingham")
    for paper in ("a4", "letter"):
        pdfs = sorted((out / paper).glob("*.pdf"))
        assert pdfs
        words = {pdf.name: pdf_words(pdf) for pdf in pdfs}
        assert not [name for name, text in words.items() if "$" in text]
        for name in ("money.pdf", "tracker.pdf", "aids.pdf"):
            assert SIGN in words[name], f"{paper}/{name} shows no amount in pounds"
        assert any(SIGN in text for name, text in words.items() if "booklet" in name)


@pytest.mark.parametrize(
    ("amount", "written"),
    [(1, "j"), (2, "ij"), (3, "iij"), (4, "iiij"), (5, "v"), (6, "vj"), (9, "ix"), (10, "x"), (14, "xiiij")],
)
def test_a_sum_is_written_as_a_tudor_clerk_wrote_it(amount, written):
    assert clerks_numeral(amount) == written


@pytest.mark.parametrize("amount", [0, -1, 40])
def test_a_sum_no_warrant_can_carry_is_refused(amount):
    with pytest.raises(ValueError, match=str(amount)):
        clerks_numeral(amount)


def _shapes(items):
    for item in items:
        if isinstance(item, Path):
            yield item
        elif hasattr(item, "items"):
            yield from _shapes(item.items)


@pytest.mark.parametrize("locale", available_locales())
@pytest.mark.parametrize("ink_saver", [False, True])
def test_every_note_is_a_warrant_with_its_sum_written_out_and_a_tudor_rose(locale, ink_saver):
    ctx = make_context(None, translations(locale), ink_saver)
    for denomination in ctx.tables.rules.money.denominations:
        note = money_note(ctx, denomination.value)
        texts = [t.source for t in drawing_texts(note)]
        assert any(clerks_numeral(denomination.value) + " li." in t for t in texts), (locale, texts)
        assert len(texts) == 3 and not note.overflows  # the seal's sum, the warrant's name, the sum written
        assert ctx.say(Message("Warrant of the Exchequer")) in texts
        fills = {shape.style.fill for shape in _shapes(note.items)}
        # The rose's red petals print in colour; the ink saver draws them in outline only.
        assert (ROSE_RED in fills) is not ink_saver
