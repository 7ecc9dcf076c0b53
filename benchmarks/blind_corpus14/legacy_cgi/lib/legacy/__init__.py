"""Shared code for the old parts-catalogue CGI scripts (2009-2014)."""
__version__ = "1.9.3"
