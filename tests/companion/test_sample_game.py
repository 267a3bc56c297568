"""The companion referees the sample game (tests/sample_game) found through its entry point alone: it lists it,
makes its tables, plays it through the API, and serves its page script and phone texts from its own folder."""

from __future__ import annotations

from tests.companion.helpers import Table


def test_the_sample_game_is_offered_with_the_shipped_ones(client, sample_game):
    listing = client.get("/api/games").get_json()["games"]
    titles = {entry["game"]: entry["title"] for entry in listing}
    assert titles[sample_game] == "High Card"
    assert {"avcw", "civil_suits"} <= set(titles)
    assert "High Card" in client.get("/").get_data(as_text=True)


def test_a_table_of_the_sample_game_is_played_to_its_end_through_the_api(client, sample_game):
    table = Table.create(client, game=sample_game)
    table.act("first", {"do": "deal", "first": ["AS", "QS", "10S"], "second": ["KS", "JS", "9S"]})
    answer = table.state("second")
    assert answer["view"]["seats"]["second"]["hand"] == ["KS", "JS", "9S"]
    assert answer["view"]["seats"]["first"]["hand"] is None  # the other hand stays secret
    refused = table.send("second", {"do": "play", "seat": "second", "card": "KS"})
    assert refused.status_code == 422 and "It is not your turn." in refused.get_data(as_text=True)
    for seat, card in (("first", "AS"), ("second", "9S"), ("first", "10S"), ("second", "KS")):
        table.act(seat, {"do": "play", "seat": seat, "card": card})
    assert table.state("first")["panel"]["instruction"] == "Second player plays a card."
    for seat, card in (("second", "JS"), ("first", "QS")):
        table.act(seat, {"do": "play", "seat": seat, "card": card})
    final = table.state("board")
    assert final["view"]["outcome"]["winner"] == "first"
    assert final["panel"]["instruction"] == "First player took more tricks."
    assert "<svg" in table.board() and final["board_pieces"].startswith("<g>")


def test_the_sample_games_page_uses_its_own_script_and_texts(client, sample_game):
    table = Table.create(client, game=sample_game)
    page = client.get(f"/t/{table.tokens['first']}").get_data(as_text=True)
    assert '<script src="/games/high-card/high_card.js" defer></script>' in page
    assert "The higher card takes the trick." in page  # its phone texts, from its templates folder
    script = client.get("/games/high-card/high_card.js")
    assert script.status_code == 200 and "window.pnpkit.start" in script.get_data(as_text=True)
    assert client.get("/games/high-card/../rules.yaml").status_code == 404
    assert client.get("/games/chess/high_card.js").status_code == 404


def test_each_shipped_game_is_served_from_its_own_folder(client):
    for game in ("avcw", "civil_suits"):
        table = Table.create(client, game=game)
        page = client.get(f"/t/{table.tokens['board']}").get_data(as_text=True)
        assert f'<script src="/games/{game}/{game}.js" defer></script>' in page
        assert client.get(f"/games/{game}/{game}.js").status_code == 200
