"""parchment - parse, query, template and publish structured XML documents.

Public API::

    from parchment import parse_document, select_sections, render, to_html
"""
from .directory import find_author, find_group
from .index import DocumentIndex
from .query import count_tag, select_by_author, select_sections
from .remote import fetch_include, resolve_include
from .render_html import to_html
from .serialize import dumps_document, loads_document, restore
from .storage import atomic_save, resolve_asset, save
from .templating import render, render_simple
from .xmlsource import parse_document, parse_fragment

__all__ = [
    "DocumentIndex", "atomic_save", "count_tag", "dumps_document", "fetch_include", "find_author",
    "find_group", "loads_document", "parse_document", "parse_fragment", "render", "render_simple",
    "resolve_asset", "resolve_include", "restore", "save", "select_by_author", "select_sections", "to_html",
]
__version__ = "4.1.0"
