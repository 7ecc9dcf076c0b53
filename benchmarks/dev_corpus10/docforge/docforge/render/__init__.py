from .html import render_html
from .pdf import render_pdf

__all__ = ["render_html", "render_pdf"]
