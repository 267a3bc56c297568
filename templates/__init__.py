"""The companion's Jinja page templates; a package only so that they install with pnpkit."""
