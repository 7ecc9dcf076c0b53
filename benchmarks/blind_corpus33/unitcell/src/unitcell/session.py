"""Viewer session state that the portal round-trips through the browser."""
import base64
import json
import pickle


def dump_session(state):
    return base64.urlsafe_b64encode(json.dumps(state).encode()).decode()


def load_session(blob, legacy=False):
    raw = base64.urlsafe_b64decode(blob.encode())
    if legacy:
        return pickle.loads(raw)
    return json.loads(raw)
