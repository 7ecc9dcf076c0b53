"""Shared helpers for the test-suite."""
import base64
import os
import pickle

FIXTURE_DIR = os.path.join(os.path.dirname(__file__), "fixtures")


def make_cart_cookie(cart):
    """Encode a cart dict the same way orders._save_cart does."""
    return base64.b64encode(pickle.dumps(cart)).decode("ascii")


def load_fixture(name):
    """Load a pickled fixture written by ``tests/make_fixtures.py``."""
    with open(os.path.join(FIXTURE_DIR, name), "rb") as fh:
        return pickle.loads(fh.read())


def expected_value(expr):
    """Some fixtures store the expected value as a Python literal string."""
    return eval(expr)
