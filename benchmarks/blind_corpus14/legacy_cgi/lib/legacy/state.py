"""Multi-step order form keeps its state in a hidden field between requests."""
import base64
import zlib

from legacy.compat import pickle


def dump_state(state):
    return base64.b64encode(zlib.compress(pickle.dumps(state, 2))).decode("ascii")


def load_state(field_value):
    if not field_value:
        return {}
    return pickle.loads(zlib.decompress(base64.b64decode(field_value)))
