"""cambium - a small dendrochronology toolkit.

Used by lab web portals and by the shared crossdating service, which pass
through files and form values from member labs.
"""
from .crossdate import bootstrap_correlation, correlation
from .htmlexport import summary_html, to_html
from .lab import contributor, contributors_named, hash_password, invite_token, series_fingerprint
from .remote import fetch_chronology, fetch_itrdb
from .render import render_plot, write_plot
from .store import SeriesStore, export_series, load_series
from .tridas import find_sample, parse_tridas, read_tridas, samples_by_taxon
from .tucson import apply_detrend, parse_header_value, read_rwl
from .types import Series

__all__ = [
    "Series",
    "SeriesStore",
    "apply_detrend",
    "bootstrap_correlation",
    "contributor",
    "contributors_named",
    "correlation",
    "export_series",
    "fetch_chronology",
    "fetch_itrdb",
    "find_sample",
    "hash_password",
    "invite_token",
    "load_series",
    "parse_header_value",
    "parse_tridas",
    "read_tridas",
    "read_rwl",
    "render_plot",
    "write_plot",
    "samples_by_taxon",
    "series_fingerprint",
    "summary_html",
    "to_html",
]
__version__ = "0.7.0"
