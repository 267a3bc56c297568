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
