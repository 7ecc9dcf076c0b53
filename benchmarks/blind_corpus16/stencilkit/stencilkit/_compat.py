"""Re-exports so the rest of the package does not care about Python versions."""
import pickle as pickle  # noqa: PLC0414
from urllib.parse import urlsplit as urlsplit  # noqa: PLC0414
from urllib.request import urlopen as urlopen  # noqa: PLC0414

try:
    import yaml as yaml  # noqa: PLC0414
except ImportError:  # pragma: no cover
    yaml = None
