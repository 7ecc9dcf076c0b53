"""gridword - a crossword toolkit.

All public functions accept data from callers; web applications typically pass
request values and uploaded files straight through.
"""
from gridword.accounts import hash_password, new_share_token, unlock_code, verify_password
from gridword.checker import check_answer, check_rule, score
from gridword.fetch import daily_puzzle, import_share_link
from gridword.formats.jpz import clue_text, load_jpz, load_jpz_strict
from gridword.formats.xpf import load_xpf
from gridword.progress import dump_progress, load_progress, load_progress_json
from gridword.render import render_pdf
from gridword.storage import PuzzleStore

__all__ = [
    "hash_password", "verify_password", "new_share_token", "unlock_code",
    "check_answer", "check_rule", "score",
    "daily_puzzle", "import_share_link",
    "load_jpz", "load_jpz_strict", "clue_text", "load_xpf",
    "dump_progress", "load_progress", "load_progress_json",
    "render_pdf", "PuzzleStore",
]
