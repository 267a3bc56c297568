"""The companion's Jinja page templates; a package only so that they install with pnpkit."""

from pathlib import Path

FOLDER = Path(__file__).resolve().parent  # installed beside the code, also without -e
