"""One phone plays a whole game of A Very Civil Whist against the app, in headless Chromium against the real
server: the table is made on the home page with the Royalists handed to the app, every event and casualty
card drawn from the physical deck is tapped in the card picker, and the phone shows what the app did.

The person's moves are chosen at random among the legal ones the server lists, and made with the phone's
own controls, as a person would tap them.
"""

from __future__ import annotations

import json
import random
import urllib.request

from tests.companion.test_browser import Phone, browser, pytestmark, server  # noqa: F401 (fixtures and the mark)

MOST_MOVES = 400


def _answer(base: str, token: str) -> dict:
    """Return what the seat's phone is answered now, as the page's own script asks for it."""
    with urllib.request.urlopen(f"{base}/api/t/{token}/state") as response:
        return json.load(response)


def _tap_cards(phone: Phone, codes) -> None:
    for code in codes:
        phone.click(f"button[data-card='{code}']")


def _gestures(phone: Phone, answer: dict, rng: random.Random) -> str:
    """Make one move of the person's with the phone's controls; return what kind of move it was."""
    step, controls, legal = answer["controls"]["step"], answer["controls"], answer["legal"]
    if step in ("event", "casualty"):
        # The physical deck: the card turned up is tapped in the picker (any the picker offers).
        count = controls["picker"].get("count", 1)
        _tap_cards(phone, rng.sample(controls["picker"]["cards"], count))
        phone.confirm()
        return "entered " + step
    plain = [item for item in legal if "asset" not in item]
    move = rng.choice(plain or legal)
    kind = move["do"]
    if kind == "influence":
        phone.click("[data-do='cancel-event']" if move.get("cancel") else "[data-do='let-resolve']")
    elif kind == "choose_trump":
        phone.click(f"[data-suit='{move['suit']}']")
        phone.confirm()
    elif kind in ("lead", "follow", "support", "defend"):
        if kind == "support":
            phone.click("[data-mode='support']")
        _tap_cards(phone, [move["card"]])
        phone.confirm()
    elif kind == "pick":  # a table card is taken through the picker and a confirm, like a card drawn
        _tap_cards(phone, [move["card"]])
        phone.confirm()
    elif kind == "attack":
        phone.click("[data-mode='attack']")
        phone.click(f"[data-track='{move['track']}']")
        _tap_cards(phone, [move["card"]])
        phone.confirm()
    elif kind == "place_leaders":
        for track, leader in move["leaders"].items():
            phone.page.select_option(f"#controls select[data-track='{track}']", leader)
        phone.click("[data-do='place']")
    elif kind == "play_asset":
        phone.click("[data-mode='asset']")
        phone.click(f"[data-asset='{move['asset']}']")
        if "suit" in move:
            phone.click(f"[data-suit='{move['suit']}']")
        phone.confirm()
    else:
        raise AssertionError(f"no gesture for {move}")
    return kind


def test_one_phone_plays_a_whole_game_against_the_app(server, browser):  # noqa: F811 (the fixtures)
    requests: list[str] = []
    host = Phone(browser, server, requests)
    host.page.goto(server.url + "/")
    host.page.check("input[data-app-seat][data-game='avcw'][value='royalists']")
    host.page.click("button[type=submit]")
    host.page.wait_for_selector(".seat-link[data-role=parliament] .qr svg")
    assert host.page.query_selector(".seat-link.app-seat[data-role=royalists]")  # no link for the app's seat
    assert not host.page.query_selector(".seat-link[data-role=royalists] .qr")
    link = host.page.get_attribute(".seat-link[data-role=parliament] a.button", "href")
    token = link.rsplit("/", 1)[1]
    phone = Phone(browser, server, requests)
    phone.open(link)
    # The app dealt at once; the phone says so, and how its cards are handled.
    assert phone.page.inner_text("#app-moves").startswith("The app: ")
    phone.page.click("#app-seat summary")
    assert "take them from the stock" in phone.page.inner_text("#app-seat ol")
    rng = random.Random(7)
    kinds: list[str] = []
    seen_app = 0
    for _ in range(MOST_MOVES):
        answer = _answer(server.url, token)
        if answer["controls"]["step"] == "over":
            break
        phone.wait_version(answer["version"], timeout=5000)
        if phone.page.is_visible("#app-moves"):
            seen_app += 1
        kinds.append(_gestures(phone, answer, rng))
        # The page moves on by itself (the app answers in the same request), or shows a refusal.
        changed = f"body:not([data-version='{answer['version']}']), #message:not([hidden])"
        phone.page.wait_for_selector(changed, timeout=10000)
        if not phone.page.is_hidden("#message"):
            # A card tapped that the physical deck cannot have given (the app knows where it is): draw it instead.
            assert kinds[-1].startswith("entered"), phone.page.inner_text("#message")
            phone.click("[data-do='draw']")
            phone.page.wait_for_selector(f"body:not([data-version='{answer['version']}'])")
    else:
        raise AssertionError("the game did not end")
    final = _answer(server.url, token)
    assert final["controls"]["step"] == "over"
    phone.wait_version(final["version"], timeout=5000)
    assert "won" in phone.page.inner_text("#panel") or "draw" in phone.page.inner_text("#panel")
    assert {"entered event", "entered casualty", "lead", "follow", "place_leaders"} <= set(kinds)
    assert seen_app > 10  # the app's moves were shown on the phone as they came
    assert phone.errors == []
    assert all(url.startswith(server.url) for url in requests)  # nothing but this server
