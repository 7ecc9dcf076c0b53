from .config import apply_config
from .registry import Inventory

__all__ = ["Inventory", "apply_config"]
