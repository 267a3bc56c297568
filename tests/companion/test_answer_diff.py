"""Answers as edits of the answer a phone holds: exactly the whole answer once applied, and much smaller."""

from __future__ import annotations

import json
import random

import pytest

from companion.answerdiff import CHUNK_END, apply_edits, edits
from tests.companion.helpers import DEAL, PREPARATION


@pytest.mark.parametrize("seed", range(30))
def test_edits_turn_any_chunks_into_any_others(seed):
    rng = random.Random(seed)
    words = ["a,", "b>", '"x": 1,', "<g>", "}", "", "ç,"]
    old = tuple(rng.choice(words) for _ in range(rng.randrange(0, 40)))
    new = list(old)
    for _ in range(rng.randrange(0, 8)):
        at = rng.randrange(0, len(new) + 1)
        if rng.random() < 0.5 and at < len(new):
            del new[at]
        else:
            new.insert(at, rng.choice(words))
    assert apply_edits(old, edits(old, tuple(new))) == "".join(new)


class DiffPhone:
    """A phone that asks for edits as the page does, and keeps the text (as chunks) of the answer it holds."""

    def __init__(self, table, role: str, legal: bool = False):
        self.table, self.role, self.legal = table, role, legal
        self.chunks: tuple[str, ...] = ()
        self.fingerprint = ""

    def state(self, fingerprint: str | None = None) -> dict:
        """Ask the state as edits of the text held (or of another fingerprint); return the raw answer."""
        held = self.fingerprint if fingerprint is None else fingerprint
        legal = "true" if self.legal else "false"
        response = self.table.client.get(f"/api/t/{self.table.tokens[self.role]}/state?diff_from={held}&legal={legal}")
        assert response.status_code == 200, response.get_data(as_text=True)
        return response.get_json()

    def take(self, edited: dict) -> dict:
        """Apply an answer's edits to the text it names (or to nothing); keep and return the whole answer."""
        base = self.chunks if edited["diff_from"] else ()
        assert edited["diff_from"] in ("", self.fingerprint)
        text = apply_edits(base, edited["diff"])
        self.chunks, self.fingerprint = tuple(CHUNK_END.split(text)), edited["answer_fp"]
        return json.loads(text)


def _whole(table, role: str, legal: bool = False) -> dict:
    """Return a role's whole answer without the log (which comes apart) and, unless asked, the legal listing."""
    answer = table.state(role)
    if not legal:
        del answer["legal"]
    return {key: value for key, value in answer.items() if not key.startswith("log")}


def test_a_phone_that_missed_versions_gets_edits_of_the_last_text_built_for_its_seat(table):
    phone = DiffPhone(table, "parliament")
    phone.take(phone.state())
    table.play(PREPARATION[:3])  # no phone of the seat asked meanwhile: its text is still the one before
    edited = phone.state()
    assert edited["diff_from"] == phone.fingerprint
    assert phone.take(edited) == _whole(table, "parliament")


def test_edits_of_the_answer_held_rebuild_exactly_the_whole_answer_and_are_small(table):
    phone = DiffPhone(table, "royalists")
    first = phone.state()
    assert first["diff_from"] == "" and "view" not in first  # from nothing: the whole text as one insert
    assert phone.take(first) == _whole(table, "royalists")
    for role, action in PREPARATION[:10]:
        table.act(role, action)
        edited = phone.state()
        assert edited["diff_from"] != ""
        whole = json.dumps(_whole(table, "royalists"), ensure_ascii=False)
        assert phone.take(edited) == json.loads(whole)
        assert len(json.dumps(edited["diff"])) < len(whole) / 3


def test_a_text_the_server_does_not_hold_gets_edits_from_nothing(table):
    phone, other_tab = DiffPhone(table, "parliament"), DiffPhone(table, "parliament")
    phone.take(phone.state())
    for role, action in PREPARATION[:2]:
        table.act(role, action)
        other_tab.take(other_tab.state())  # the seat's text is built at each version: two past the phone's
    edited = phone.state()
    assert edited["diff_from"] == ""
    assert phone.take(edited) == _whole(table, "parliament")


def test_another_seats_text_is_never_a_base_of_edits(table):
    table.act("parliament", DEAL)
    theirs = DiffPhone(table, "parliament")
    theirs.take(theirs.state())
    mine = DiffPhone(table, "royalists")
    edited = mine.state(fingerprint=theirs.fingerprint)
    assert edited["diff_from"] == "" and "4H" not in json.dumps(edited["diff"])  # nothing of Parliament's hand
    assert mine.take(edited) == _whole(table, "royalists")


def test_the_listing_of_legal_actions_is_left_out_when_asked(table):
    table.play(PREPARATION[:3])  # the Royalists choose trump
    phone, listing = DiffPhone(table, "royalists"), DiffPhone(table, "royalists", legal=True)
    assert "legal" not in phone.take(phone.state())
    assert listing.take(listing.state())["legal"] == table.state("royalists")["legal"] != []
    without = table.client.get(f"/api/t/{table.tokens['royalists']}/state?legal=false").get_json()
    assert "legal" not in without and without["controls"] == table.state("royalists")["controls"]


def test_the_answer_to_a_change_comes_as_edits_too(table):
    phone = DiffPhone(table, "parliament")
    phone.take(phone.state())
    body = {"version": table.version(), "action": DEAL}
    path = f"/api/t/{table.tokens['parliament']}/actions?diff_from={phone.fingerprint}&legal=false"
    edited = table.client.post(path, json=body, headers={"X-Pnpkit": "1"}).get_json()
    assert edited["diff_from"] == phone.fingerprint and edited["lines"]
    assert phone.take(edited) == _whole(table, "parliament")


def test_a_stale_change_gets_the_fresh_state_as_edits_and_the_tables_version(table):
    phone = DiffPhone(table, "parliament")
    phone.take(phone.state())
    table.act("parliament", DEAL)
    body = {"version": 0, "action": {"do": "draw_event"}}
    path = f"/api/t/{table.tokens['parliament']}/actions?diff_from={phone.fingerprint}&legal=false"
    refused = table.client.post(path, json=body, headers={"X-Pnpkit": "1"})
    assert refused.status_code == 409 and refused.get_json()["version"] == 1
    assert phone.take(refused.get_json()["state"]) == _whole(table, "parliament")
