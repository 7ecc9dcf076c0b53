"""waypointer -- a small geocaching toolkit.

Public API: parse_gpx, parse_loc, check_answer, export_gpx, FieldNotes, ...
Callers typically pass files and strings that came from geocaching sites or
from other players, so treat every argument as untrusted.
"""
from .gpx import caches_by_type, find_cache, parse_gpx, parse_gpx_trusted
from .loc import parse_loc
from .puzzles import check_answer, check_answer_strict
from .export import export_gpx, convert_with_gpsbabel

__all__ = [
    "parse_gpx", "parse_gpx_trusted", "find_cache", "caches_by_type", "parse_loc",
    "check_answer", "check_answer_strict", "export_gpx", "convert_with_gpsbabel",
]
