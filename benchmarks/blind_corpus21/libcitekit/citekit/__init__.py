"""citekit -- parse, store and render bibliographic references.

Public API::

    from citekit import parse_bibtex, load_style, render_html, ReferenceStore
"""
from .bibtex import parse_bibtex, expand_macros
from .formats import load_style, load_style_strict, style_macro, style_macro_safe
from .fetch import resolve_doi, fetch_url
from .store import ReferenceStore
from .cache import load_library, load_library_json
from .export import to_pdf, to_pdf_safe, save_export

__all__ = [
    "parse_bibtex", "expand_macros", "load_style", "load_style_strict", "style_macro", "style_macro_safe",
    "resolve_doi", "fetch_url", "ReferenceStore", "load_library", "load_library_json",
    "to_pdf", "to_pdf_safe", "save_export",
]
__version__ = "0.14.2"
