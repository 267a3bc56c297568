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
