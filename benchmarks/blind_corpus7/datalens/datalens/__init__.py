"""datalens: small helpers for exploring tabular data."""
from ._compat import literal
from .expr import apply_formula, derive, summarize
from .io import dumps_frame, load_shared, loads_frame, read_config, read_array
from .report import render_custom, render_report
from .sampling import reservoir_sample, stratified_sample
from .sql import read_table, read_by_key
from .xmlio import read_records, select_records

__all__ = [
    "literal", "apply_formula", "derive", "summarize", "dumps_frame", "loads_frame", "load_shared", "read_config",
    "read_array", "render_custom", "render_report", "reservoir_sample", "stratified_sample", "read_table",
    "read_by_key", "read_records", "select_records",
]
