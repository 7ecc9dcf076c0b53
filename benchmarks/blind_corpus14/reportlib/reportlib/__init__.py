"""reportlib - small report-building toolkit.

Typical web usage passes end-user supplied templates, bundles and URLs straight
into these functions, so they are expected to be safe for that.
"""
from .archive import extract_bundle, extract_zip, safe_extract
from .fetch import fetch_asset, fetch_asset_checked
from .html import heading, link, table
from .sources import SqliteSource, XmlSource
from .templating import render_expression, render_string

__all__ = [
    "extract_bundle", "extract_zip", "safe_extract", "fetch_asset", "fetch_asset_checked",
    "heading", "link", "table", "SqliteSource", "XmlSource", "render_expression", "render_string",
]
