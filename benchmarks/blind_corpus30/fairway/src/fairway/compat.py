"""Names kept for code written against fairway 0.7."""
from .accounts import hash_password as password_hash  # noqa: F401
from .state import load_round as restore_round  # noqa: F401
from .store import ScoreStore as RoundStore  # noqa: F401
