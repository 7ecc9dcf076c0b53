"""purlwise - parse, store and render knitting patterns.

Public API::

    from purlwise import load_pattern_xml, render_pattern_html, PatternStore
"""
from .charts import expand_row, parse_gauge, repeat_count
from .export import chart_to_png, chart_to_pdf
from .fetch import fetch_pattern, fetch_from_mirror
from .pattern_xml import find_stitch, load_pattern_xml, load_pattern_xml_strict, stitches_in_section
from .render import render_pattern_html, render_title
from .serialize import load_project, load_project_json
from .storage import PatternStore
from .wsgi import post_login_redirect, remember_me_header, safe_redirect, session_cookie_header

__all__ = [
    "PatternStore", "chart_to_pdf", "chart_to_png", "expand_row", "fetch_from_mirror", "fetch_pattern",
    "find_stitch", "load_pattern_xml", "load_pattern_xml_strict", "load_project", "load_project_json",
    "parse_gauge", "post_login_redirect", "remember_me_header", "render_pattern_html", "render_title",
    "repeat_count", "safe_redirect", "session_cookie_header", "stitches_in_section",
]
