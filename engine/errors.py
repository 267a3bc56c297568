"""Narrow error types: each carries a translatable reason so every reader gets it in their language."""

from __future__ import annotations

from engine.i18n import N_, Message


class PnpkitError(Exception):
    """Base of every error pnpkit reports to a person; ``reason`` is a translatable Message."""

    def __init__(self, msgid: str | Message, **params):
        self.reason = msgid if isinstance(msgid, Message) else Message(msgid, **params)
        super().__init__(str(self.reason))


class InvalidActionError(PnpkitError, ValueError):
    """The action is malformed: unknown kind, bad card notation, missing field."""


class IllegalActionError(PnpkitError, ValueError):
    """The action is well formed but the rules do not allow it now.

    ``rule`` names the booklet's statement of the rule it applies (a key its booklet gives that block, which the
    rules page anchors as ``rule-<key>``); a refusal raised without one takes its action's (``@action(rule=)``).
    """

    def __init__(self, msgid: str | Message, rule: str | None = None, **params):
        super().__init__(msgid, **params)
        self.rule = rule


class RulesDataError(PnpkitError, ValueError):
    """A rules file is missing, unreadable or breaks the schema; ``problems`` lists every fault."""

    def __init__(self, path, problems: list[str]):
        self.path = str(path)
        self.problems = problems
        listing = "\n".join(f"  {problem}" for problem in problems)
        super().__init__(N_("%(path)s is not valid rules data:\n%(problems)s"), path=self.path, problems=listing)


def illegal(msgid: str, rule: str | None = None, **params) -> IllegalActionError:
    """Build the error for an action the rules do not allow now, naming the rule it applies if not its action's."""
    return IllegalActionError(Message(msgid, **params), rule)
