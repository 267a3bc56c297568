"""Civil Suits with the app as the fourth player: North's phone in headless Chromium, East and South through
the API as their phones' script would send, until the game is over. Every card is entered (the app must see
them), and North's phone shows what the app did and how its cards are found."""

from __future__ import annotations

import random

from tests.companion.test_browser import Phone, browser, pytestmark, server  # noqa: F401 (fixtures and the mark)
from tests.companion.test_browser_civil_suits import any_move, picker_cards

POLL_SECONDS = 0.25  # the server fixture's poll: a game waits on the phones' polls at every move

MOST_MOVES = 1200


def _north_move(phone: Phone, step: str, answer: dict) -> None:
    """Make North's move with its phone's controls, as a person would."""
    if step == "suit":
        phone.click("[data-suit]")
        phone.confirm()
    elif step == "pass":
        phone.cards(*picker_cards(phone)[: answer["controls"]["my_pass"]["count"]])
        phone.confirm()
    else:
        any_move(phone, step)


def test_three_people_and_the_app_play_a_whole_game_of_civil_suits(server, browser):  # noqa: F811 (fixtures)
    status, made = server.call("POST", "/api/tables", {"game": "civil_suits", "app_seats": ["west"]})
    assert status == 201 and "west" not in made["links"]
    tokens = {role: url.rsplit("/", 1)[1] for role, url in made["links"].items()}
    requests: list[str] = []
    phone = Phone(browser, server, requests)
    phone.open(made["links"]["north"])
    assert "stock" in phone.page.text_content("#app-seat ol")  # folded away until tapped
    rng = random.Random(2)
    played_by_app = 0
    for _ in range(MOST_MOVES):
        status, board = server.call("GET", f"/api/t/{tokens['board']}/state")
        if board["controls"]["step"] == "over":
            break
        answers = {seat: server.call("GET", f"/api/t/{tokens[seat]}/state")[1] for seat in ("north", "east", "south")}
        acting = [seat for seat, answer in answers.items() if answer["controls"]["acts"]]
        assert acting, board["panel"]  # never waiting on the app: it moves in the request that made it due
        seat = acting[0]
        if seat == "north":
            phone.wait_version(board["version"], timeout=5000)
            played_by_app += phone.page.is_visible("#app-moves")
            _north_move(phone, answers["north"]["controls"]["step"], answers["north"])
            phone.page.wait_for_selector(f"body:not([data-version='{board['version']}'])", timeout=10000)
        else:
            legal = [item for item in answers[seat]["legal"] if item["do"] != "end_tricks"]
            action = rng.choice(legal)
            status, body = server.call(
                "POST", f"/api/t/{tokens[seat]}/actions", {"version": board["version"], "action": action}
            )
            assert status == 200, (body, server.log()[-3000:])
    else:
        raise AssertionError("the game did not end")
    status, final = server.call("GET", f"/api/t/{tokens['north']}/state")
    phone.wait_version(final["version"], timeout=5000)
    assert "won" in phone.page.inner_text("#panel") or "share" in phone.page.inner_text("#panel")
    assert played_by_app > 10
    assert phone.errors == []
