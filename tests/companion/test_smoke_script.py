"""The scripted round the other tests build on is legal from start to end."""

from tests.companion.helpers import ACTIONS, CASUALTY_SAFE, PREPARATION


def test_scripted_round_reaches_a_casualty_test_and_survives(table):
    table.play(PREPARATION)
    state = table.state("parliament")
    assert state["view"]["step"] == "turn"
    assert state["view"]["sides"]["parliament"]["hand"] == ["6D", "7D", "8D", "9D", "4H", "7H", "8H", "9H"]
    table.play(ACTIONS)
    state = table.state("parliament")
    assert state["view"]["step"] == "casualty"
    table.act(*CASUALTY_SAFE)
    assert "Earl of Essex survived." in table.state("board")["log"]
