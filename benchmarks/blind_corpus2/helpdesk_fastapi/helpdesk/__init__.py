"""Helpdesk: tickets, canned responses and webhooks."""
__version__ = "2.3.0"
