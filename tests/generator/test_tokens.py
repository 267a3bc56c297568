from generator.geometry import Drawing, Place
from generator.paper import A4
from generator.tokens import FoldToken, token_pages


def _token(name: str) -> FoldToken:
    face = Drawing(name, 20, 20, ())
    return FoldToken(name, face, face)


def _placed(page) -> list[str]:
    return [item.drawing.name for item in page.items if isinstance(item, Place)][::2]


def test_spares_fill_the_last_sheet_and_never_start_another():
    tokens = [_token("marker")] * 12
    bare = token_pages(tokens, A4.width, A4.height, "")
    filled = token_pages(tokens, A4.width, A4.height, "", spares=(_token("spare-a"), _token("spare-b")))
    assert len(bare) == len(filled) == 1
    names = _placed(filled[0])
    assert names[:12] == ["marker"] * 12
    spares = names[12:]
    assert len(spares) >= 2 * 12 and spares[:4] == ["spare-a", "spare-b", "spare-a", "spare-b"]
    # Not one more fits: another spare would need a sheet of its own.
    assert len(token_pages([*tokens, *[_token("x")] * len(spares), _token("x")], A4.width, A4.height, "")) == 2
