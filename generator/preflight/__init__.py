"""The kit preflight: every built kit read back from its PDFs and checked against the print rules.

Each rule is one small module (overlap, typesize, numbers, safezone, blankpages, contrast) that takes one
read-back PDF (``sheets.Sheet``) and yields ``findings.Finding`` values, each named by file, page, component
and place in mm from the page's top-left. ``check.check_kit`` runs them all over a kit's folder.
"""
