"""Run the command line as ``python -m pnpkit``."""

from pnpkit.cli import main

main()
