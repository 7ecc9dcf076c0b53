"""Compatibility shims kept for callers of docforge 1.x."""
import functools
import pickle
import sys

import yaml

try:
    from yaml import CSafeLoader as _SafeLoader
except ImportError:  # pragma: no cover
    from yaml import SafeLoader as _SafeLoader

PY2 = sys.version_info[0] == 2

# 1.x exposed these names directly.
unpickle = pickle.loads
yaml_safe = functools.partial(yaml.load, Loader=_SafeLoader)
yaml_full = functools.partial(yaml.load, Loader=yaml.UnsafeLoader)

string_types = (str,)
text_type = str
