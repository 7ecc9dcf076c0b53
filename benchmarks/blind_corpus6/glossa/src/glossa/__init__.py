"""glossa - translation memory toolkit."""
from .filters import make_filter
from .query import find_by_tuid, find_segments, languages
from .store import TMStore
from .tmx import iter_pairs, load

__all__ = ["TMStore", "find_by_tuid", "find_segments", "iter_pairs", "languages", "load", "make_filter"]
__version__ = "0.9.1"
