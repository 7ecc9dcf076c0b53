"""Shared helpers for the OldGuard intranet CGI scripts."""
