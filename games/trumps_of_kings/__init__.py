"""Trumps of Kings: a campaign of the War of the Austrian Succession for two to nine kingdoms."""
