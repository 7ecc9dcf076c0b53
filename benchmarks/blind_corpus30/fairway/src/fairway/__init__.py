"""fairway: scorecards, course ratings and World Handicap System helpers."""
from .accounts import directory_lookup, hash_password, make_invite_code, make_session_token
from .courses import hole_pars, parse_course, parse_union_export
from .fetch import fetch_course, fetch_official
from .handicap import course_handicap, playing_handicap
from .media import export_card, trim_clip
from .state import dump_round, load_round
from .store import ScoreStore
from .types import Card, Hole, render_card

__all__ = [
    "Card",
    "Hole",
    "ScoreStore",
    "course_handicap",
    "directory_lookup",
    "dump_round",
    "export_card",
    "fetch_course",
    "fetch_official",
    "hash_password",
    "hole_pars",
    "load_round",
    "make_invite_code",
    "make_session_token",
    "parse_course",
    "parse_union_export",
    "playing_handicap",
    "render_card",
    "trim_clip",
]
