"""The print pipeline's errors, each with a translatable reason the command line shows as it is."""

from __future__ import annotations

from engine.errors import PnpkitError
from engine.i18n import N_, nmessage


class LayoutError(PnpkitError, ValueError):
    """Something does not fit: a card on the paper, a drawing on a page, a token on a sheet."""

    def __init__(self, what: str):
        super().__init__(N_("Layout error: %(what)s."), what=what)


class TextOverflowError(PnpkitError, ValueError):
    """Texts that do not fit their boxes at their smallest size; ``overflows`` lists every one."""

    def __init__(self, overflows):
        self.overflows = list(overflows)
        listing = "\n".join(f"  {overflow}" for overflow in self.overflows)
        super().__init__(
            nmessage(
                "%(count)d text does not fit its box:\n%(listing)s",
                "%(count)d texts do not fit their boxes:\n%(listing)s",
                len(self.overflows),
                listing=listing,
            )
        )


class BuildOptionError(PnpkitError, ValueError):
    """A build option that cannot be used (paper, flip, offset, output folder)."""
