"""docs/openapi.yaml describes exactly the API the app serves."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

OPENAPI = Path(__file__).resolve().parents[2] / "docs" / "openapi.yaml"


def test_every_api_route_is_documented_and_every_documented_route_exists(app):
    spec = yaml.safe_load(OPENAPI.read_text(encoding="utf-8"))
    documented = {(path, method.upper()) for path, operations in spec["paths"].items() for method in operations}
    served = {
        (re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule), method)
        for rule in app.url_map.iter_rules()
        if rule.rule.startswith("/api/")
        for method in rule.methods - {"HEAD", "OPTIONS"}
    }
    assert documented == served


def test_every_change_documents_the_csrf_header_and_the_errors(app):
    spec = yaml.safe_load(OPENAPI.read_text(encoding="utf-8"))
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            if method == "post":
                names = [parameter["$ref"].rsplit("/", 1)[1] for parameter in operation["parameters"]]
                assert "csrfHeader" in names, path
                assert {"400", "403"} <= set(operation["responses"]), path


def _every_game():
    """The games pnpkit ships: docs/openapi.yaml names their seats, actions and options (a plug-in's are its own)."""
    from engine.plugins import shipped_game_names
    from games import get_game

    return [get_game(name) for name in shipped_game_names()]


def _spellings(name: str) -> list[str]:
    """Every spelling of a game's name the API takes, its own first: a hyphen and an underscore are the same."""
    return list(dict.fromkeys([name, name.replace("-", "_"), name.replace("_", "-")]))


def test_the_schemas_enums_name_every_seat_action_and_game_the_server_knows(app):
    spec = yaml.safe_load(OPENAPI.read_text(encoding="utf-8"))
    schemas = spec["components"]["schemas"]
    games = _every_game()
    seats = list(dict.fromkeys(seat for game in games for seat in game.seats))  # north and south: two games
    kinds = {kind for game in games for kind in game.codec.types}
    assert schemas["Role"]["enum"] == [*seats, "board", "host"]
    assert schemas["LinkRole"]["enum"] == [*seats, "board"]
    assert schemas["Answer"]["properties"]["seat"]["enum"] == [*seats, None]
    assert set(schemas["Action"]["properties"]["do"]["enum"]) == kinds
    create = spec["paths"]["/api/tables"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert create["properties"]["game"]["enum"] == [spelt for game in games for spelt in _spellings(game.name)]


def test_every_error_code_the_server_sends_is_in_the_schema():
    spec = yaml.safe_load(OPENAPI.read_text(encoding="utf-8"))
    documented = set(spec["components"]["schemas"]["Error"]["properties"]["error"]["properties"]["code"]["enum"])
    companion = Path(__file__).resolve().parents[2] / "companion"
    sent = set()
    for module in companion.glob("*.py"):
        text = module.read_text(encoding="utf-8")
        sent |= set(re.findall(r'(?:ApiError|error_body)\(\s*\w+(?:\s+or\s+\d+)?,\s*"(\w+)"', text))
        sent |= set(re.findall(r'\d{3}: "(\w+)"', text))  # the HTTP errors' codes (companion/__init__.py)
    assert sent and sent <= documented


def test_the_table_creation_schema_offers_each_games_own_options_and_every_language():
    from engine.i18n import available_locales

    spec = yaml.safe_load(OPENAPI.read_text(encoding="utf-8"))
    create = spec["paths"]["/api/tables"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert create["properties"]["locale"]["enum"] == ["", *available_locales()]
    branches = {}  # the game's own name -> (its spellings, its options)
    for branch in create["oneOf"]:
        game = branch["properties"]["game"]
        spellings = game.get("enum", [game.get("const")])
        branches[spellings[0]] = (spellings, branch["properties"]["options"])
    for game in _every_game():
        spellings, options = branches[game.name]
        assert spellings == _spellings(game.name)
        assert set(options.get("properties", {})) == set(game.rules.options), game.name
