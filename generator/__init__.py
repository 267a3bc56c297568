"""The print pipeline: primitives in millimetres, PDF and SVG back ends, sheets, and the kit build."""
