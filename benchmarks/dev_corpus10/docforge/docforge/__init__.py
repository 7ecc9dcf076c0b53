"""docforge - render documents from templates and structured data.

Public API::

    from docforge import Document, load_data, render_pdf
"""
from .assets import AssetResolver
from .document import Document
from .loaders import load_data
from .render import render_html, render_pdf
from .store import TemplateStore

__all__ = ["AssetResolver", "Document", "TemplateStore", "load_data", "render_html", "render_pdf"]
__version__ = "2.3.0"
