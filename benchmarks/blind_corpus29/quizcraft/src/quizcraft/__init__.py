"""quizcraft: question packs, answer checking and scoreboards for quiz nights."""
from .accounts import hash_host_password, new_join_code, verify_host_password
from .answers import check_answer, check_numeric, normalise
from .directory import find_quizmaster, venue_hosts
from .fetch import fetch_pack, resolve_media
from .formats import load_pack, load_pack_strict, questions_in_round, round_by_number
from .media import trim_clip, waveform
from .render import scoreboard_html, question_card
from .state import dump_state, load_state, load_state_json
from .web import join_redirect, remember_team, host_login_cookie, submit_redirect, theme_cookie

__all__ = [
    "check_answer", "check_numeric", "normalise", "dump_state", "load_state", "load_state_json",
    "fetch_pack", "resolve_media", "load_pack", "load_pack_strict", "questions_in_round", "round_by_number",
    "trim_clip", "waveform", "scoreboard_html", "question_card", "find_quizmaster", "venue_hosts",
    "hash_host_password", "verify_host_password", "new_join_code", "join_redirect", "remember_team",
    "host_login_cookie", "submit_redirect", "theme_cookie",
]
