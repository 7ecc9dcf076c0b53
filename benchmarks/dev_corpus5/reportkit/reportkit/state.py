"""Persisting report builder state between sessions."""
import base64
import pickle

import yaml

_SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def dump_state(state):
    return base64.b64encode(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)).decode("ascii")


def load_state(blob):
    """Inverse of :func:`dump_state`."""
    return pickle.loads(base64.b64decode(blob))


def load_layout(text):
    """Layouts are YAML documents describing sections and columns."""
    layout = yaml.load(text, Loader=_SafeLoader)
    if not isinstance(layout, dict) or "sections" not in layout:
        raise ValueError("layout must be a mapping with a 'sections' key")
    return layout
