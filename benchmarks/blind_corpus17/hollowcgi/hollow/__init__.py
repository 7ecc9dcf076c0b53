"""Hollow intranet: old CGI reports, the Bottle notes app and cron helpers."""
