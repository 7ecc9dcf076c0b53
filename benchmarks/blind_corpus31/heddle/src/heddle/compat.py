"""Names kept for callers of heddle 0.4."""
from .export import export_card as write_card
from .store import DraftStore as Store
from .wif import parse_wif as load_wif

__all__ = ["Store", "load_wif", "write_card"]
