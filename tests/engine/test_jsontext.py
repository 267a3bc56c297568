"""JSON from outside pnpkit: an object that names a key twice is refused, naming the key, at any depth."""

import json

import pytest

from engine.i18n import render
from engine.jsontext import DuplicateKeyError, loads


def test_json_without_a_key_given_twice_reads_as_the_json_module_reads_it():
    text = '{"do": "deal", "hands": [{"a": 1}, {"a": 2}], "n": null, "x": {"y": {"z": [1, 2.5, "3"]}}}'
    assert loads(text) == json.loads(text)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ('{"do": "deal", "do": "peek"}', "do"),
        ('[{"a": 1}, {"b": 1, "b": 1}]', "b"),
        ('{"a": {"b": {"c": 1, "d": 2, "c": 3}}}', "c"),
        ('{"d\\u00e9": 1, "dé": 2}', "dé"),
    ],
)
def test_a_key_given_twice_is_refused_and_named(text, key):
    with pytest.raises(DuplicateKeyError) as refused:
        loads(text)
    assert refused.value.key == key
    assert render(refused.value.reason) == f'the key "{key}" appears twice in one object'
