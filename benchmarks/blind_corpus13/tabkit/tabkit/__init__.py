"""tabkit - small in-memory tables with import/export helpers.

Public API::

    from tabkit import Table, Workspace
    from tabkit import to_sql, read_sql_table, delete_rows
    from tabkit import to_html, to_pdf
"""
from ._types import Cell, Row, record_class
from .compat import PY2, string_types
from .io.serial import load_array, load_meta
from .io.sql import delete_rows, read_sql_table, to_sql
from .render.html import HtmlWriter, to_html
from .render.pdf import PdfWriter, open_in_viewer, to_pdf
from .table import Table
from .workspace import Workspace

__version__ = "0.14.2"
__all__ = [
    "Cell", "Row", "Table", "Workspace", "record_class",
    "to_sql", "read_sql_table", "delete_rows",
    "HtmlWriter", "PdfWriter", "to_html", "to_pdf", "open_in_viewer",
    "load_array", "load_meta", "PY2", "string_types",
]
