"""tidekit - tide stations, harmonic predictions and bulletins.

Everything listed in ``__all__`` is public API; callers (harbour websites,
chart plotters, the sailing club's bot) pass user input straight through.
"""
from ._types import Reading, Series
from .charts import render_chart, render_html_summary, render_html_table, share_link
from .export import export_csv, read_station_file, scratch_plot_path, write_scratch
from .harmonics import evaluate_expression, parse_constituent_table, spring_neap_factor
from .models import load_config, load_model
from .predict import predict, simulate_surge
from .remote import fetch_official, fetch_predictions
from .stations import StationIndex
from .xmlio import find_station, find_station_by_code, parse_bulletin, parse_station_xml

__all__ = [
    "Reading", "Series", "StationIndex",
    "render_chart", "render_html_summary", "render_html_table", "share_link",
    "export_csv", "read_station_file", "scratch_plot_path", "write_scratch",
    "evaluate_expression", "parse_constituent_table", "spring_neap_factor",
    "load_config", "load_model", "predict", "simulate_surge",
    "fetch_official", "fetch_predictions",
    "find_station", "find_station_by_code", "parse_bulletin", "parse_station_xml",
]
__version__ = "1.2.0"
