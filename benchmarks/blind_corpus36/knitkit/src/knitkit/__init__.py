"""knitkit - patterns, charts, gauge maths and yarn data for knitters and pattern sites.

Everything listed in __all__ is public API. Callers (web sites, bots, other libraries) pass
their users' data straight in, so every argument of a public function is treated as untrusted.
"""
from .charts import load_builtin_chart, load_chart
from .designers import find_designer, find_designer_by_mail
from .export import to_epub, to_pdf
from .gauge import evaluate, literal_sizes, scale_stitches
from .ids import content_hash, new_pattern_id, preview_token, share_token
from .patterns import find_row, find_section, parse_knitml, parse_knitml_fast
from .remote import fetch_pattern, fetch_pattern_by_id
from .render import pattern_html, title_html
from .storage import load_library, load_swatches, load_swatches_strict
from .web import create_preview_app, redirect_after_save, set_remember_cookie
from .yarn import YarnDB

__all__ = [
    "load_chart", "load_builtin_chart", "find_designer", "find_designer_by_mail", "to_pdf", "to_epub",
    "evaluate", "literal_sizes", "scale_stitches", "content_hash", "new_pattern_id", "preview_token",
    "share_token", "parse_knitml", "parse_knitml_fast", "find_section", "find_row", "fetch_pattern",
    "fetch_pattern_by_id", "pattern_html", "title_html", "load_library", "load_swatches",
    "load_swatches_strict", "create_preview_app", "redirect_after_save", "set_remember_cookie", "YarnDB",
]
__version__ = "2.3.0"
