"""datakit: small helpers for moving tabular data between services."""
from .serialize import dumps, load, loads
from .config import parse_config
from .expr import evaluate, compile_filter

__all__ = ["dumps", "load", "loads", "parse_config", "evaluate", "compile_filter"]
__version__ = "0.9.3"
