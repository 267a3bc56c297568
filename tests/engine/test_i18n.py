import gettext

from engine.i18n import Message, available_locales, render, translations


class Pirate(gettext.NullTranslations):
    """A catalog of two entries: one plain, one with the rules-data context."""

    def gettext(self, message):
        return {"%(side)s won %(count)d tricks": "%(side)s took %(count)d tricks, arr"}.get(message, message)

    def pgettext(self, context, message):
        return {("avcw", "Parliament"): "Roundheads"}.get((context, message), message)


def test_messages_render_late_with_nested_parameters():
    message = Message("%(side)s won %(count)d tricks", side=Message("Parliament", context="avcw"), count=3)
    assert str(message) == "Parliament won 3 tricks"
    assert render(message, Pirate()) == "Roundheads took 3 tricks, arr"


def test_messages_survive_json():
    message = Message("%(who)s: %(list)s", who=Message("X", context="c"), list=[Message("a"), "b"])
    assert Message.from_json(message.to_json()) == message
    assert str(Message.from_json(message.to_json())) == "X: a, b"


def test_english_is_the_source_locale():
    assert available_locales()[0] == "en"
    assert translations("en").gettext("Hearts") == "Hearts"


def test_decimal_parameters_follow_the_readers_number_format():
    from decimal import Decimal

    message = Message("%(percent)s %%", percent=Decimal("9.1"))
    assert render(message, None) == "9.1 %"
    assert render(message, translations("pl")) == "9,1 %"
    assert render(message, translations("de")) == "9,1 %"


def test_word_lists_join_as_the_readers_language_does():
    from engine.i18n import all_of, one_of

    ranks = one_of([Message("Jack"), Message("Queen"), Message("King")])
    assert render(Message("%(ranks)s", ranks=ranks), None) == "Jack, Queen, or King"
    assert render(Message("%(ranks)s", ranks=ranks), translations("de")) == "Bube, Dame oder König"
    assert render(Message("%(ranks)s", ranks=ranks), translations("pl")) == "walet, dama lub król"
    suits = all_of([Message("Hearts"), Message("Spades")])
    assert render(Message("%(suits)s", suits=suits), translations("fr")) == "cœur et pique"
    assert render(Message("%(suits)s", suits=all_of([Message("Hearts")])), None) == "Hearts"


def test_word_lists_survive_json():
    from engine.i18n import one_of

    message = Message("Name an opponent: %(seats)s.", seats=one_of([Message("North"), "West"]))
    again = Message.from_json(message.to_json())
    assert again == message
    assert str(again) == "Name an opponent: North or West."


def test_the_pseudo_locale_writes_a_lists_joining_word_in_pseudo_form():
    from engine.i18n import one_of, template_path
    from engine.pseudo import PseudoTranslations

    text = render(Message("%(x)s", x=one_of(["A", "B"])), PseudoTranslations(template_path()))
    assert text.startswith("A ") and text.endswith(" B")
    assert "or" not in text and text != "A or B"
