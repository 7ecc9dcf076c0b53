"""Names kept for code written against quizcraft 0.5."""
from .answers import check_answer as match_answer
from .state import dump_state as save_game, load_state_json as load_game
from .web import submit_redirect as after_submit

__all__ = ["match_answer", "save_game", "load_game", "after_submit"]
