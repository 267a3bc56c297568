"""The placeholders a translation keeps as they are: filled by the code, the templates and the page scripts.

Its own module so that the catalogs (engine.i18n) and the pseudo-locale (engine.pseudo), which the
catalogs load, both read it without importing each other in a circle.
"""

from __future__ import annotations

import re

# printf style (%(name)s, %(count)d, %.2f, %%), filled by the code and the templates, and {name},
# filled by the companion's page script and by click's own texts (str.format, which writes {name!r} too).
PLACEHOLDER = re.compile(r"%(?:\([^)]*\))?[-#0 +]*\d*(?:\.\d+)?[a-zA-Z%]|\{\w*(?:![rsa])?\}")
