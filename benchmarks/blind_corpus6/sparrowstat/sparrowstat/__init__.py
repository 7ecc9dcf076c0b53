"""sparrowstat - analysis helpers for the field-ecology group."""
from .features import compile_feature, quick_feature
from .fingerprint import dataset_fingerprint
from .sampling import bootstrap_ci

__version__ = "0.6.0"
