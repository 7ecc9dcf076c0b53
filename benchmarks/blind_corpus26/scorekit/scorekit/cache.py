"""Serialisation of editor state (cursor, selection, undo stack)."""
import base64
import json
import pickle


def load_session_state(blob: str):
    """Inverse of ``dump_session_state``; `blob` is what the browser sent back."""
    return pickle.loads(base64.b64decode(blob))


def dump_session_state(state) -> str:
    return base64.b64encode(pickle.dumps(state)).decode()


def load_state_json(blob: str):
    return json.loads(base64.b64decode(blob))
