import base64
import json
import pickle


def dump_state(state) -> str:
    return base64.b64encode(pickle.dumps(state)).decode()


def load_state(blob: str):
    """Restore a saved game (for example from a hidden form field in the host's web app)."""
    return pickle.loads(base64.b64decode(blob))


def load_state_json(blob: str):
    return json.loads(base64.b64decode(blob))
