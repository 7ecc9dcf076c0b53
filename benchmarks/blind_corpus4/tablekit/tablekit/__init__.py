"""tablekit: glue for tabular data.

Public API::

    from tablekit import select_rows, to_html, read_url, convert
"""
from .core import Table
from .sql import select_rows, top_n, distinct_values, table_exists, upsert
from .html import to_html, to_html_escaped, link_cell
from .remote import read_url, read_dataset
from .convert import convert, to_parquet, page_count, compress, open_in_viewer
from .formulas import add_computed, filter_rows, parse_literal
from .archive import unpack_workbook, save_sheet, safe_member_path
from .xmlio import read_xml, find_rows, find_rows_param
from .serial import from_bytes, read_yaml_table, read_yaml_config
from .spool import spool_csv, spool_csv_secure
from .signing import sign, verify

__version__ = "1.7.2"
