"""tabkit: tiny table utilities for notebooks and batch jobs.

Public API::

    from tabkit import Table, derive, where, read_table, fetch_table, sample
"""
from .core import Table
from .formula import derive, where
from .remote import fetch_table
from .sampling import sample
from .sql import count_rows, read_table, read_where

__all__ = ["Table", "derive", "where", "fetch_table", "sample", "read_table", "read_where", "count_rows"]
__version__ = "0.6.1"
