"""Draft entries are parked client-side in a cookie between page loads."""
import base64

from .compat import pickle


def dump_draft(draft):
    return base64.b64encode(pickle.dumps(draft)).decode("ascii")


def load_draft(cookie_value):
    return pickle.loads(base64.b64decode(cookie_value))
