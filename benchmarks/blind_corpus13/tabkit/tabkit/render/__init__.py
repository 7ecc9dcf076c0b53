from .html import HtmlWriter, to_html
from .pdf import PdfWriter, to_pdf

__all__ = ["HtmlWriter", "PdfWriter", "to_html", "to_pdf"]
