"""pnpkit: print-and-play kits and a phone referee for historical card games with a physical deck."""

__version__ = "0.1.0"
