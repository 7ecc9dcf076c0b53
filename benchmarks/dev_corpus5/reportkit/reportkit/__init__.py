"""reportkit - small building blocks for report generation."""
from reportkit.formula import evaluate, safe_evaluate
from reportkit.query import build_where, count_rows, fetch_by, fetch_filtered, run_report
from reportkit.render import load_partial, load_template, render_badge, render_email_body, render_list, render_table

__all__ = [
    "build_where", "count_rows", "fetch_by", "fetch_filtered", "run_report",
    "evaluate", "safe_evaluate",
    "load_partial", "load_template", "render_badge", "render_email_body", "render_list", "render_table",
]
__version__ = "1.12.0"
