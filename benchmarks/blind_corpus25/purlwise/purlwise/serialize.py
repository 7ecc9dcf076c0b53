"""Saved work-in-progress projects (row counters, notes)."""
import json

from ._compat import pickle


def load_project(blob: bytes):
    """Restore a project saved by older versions (pickle format)."""
    return pickle.loads(blob)


def load_project_json(text: str):
    data = json.loads(text)
    return {"pattern": data.get("pattern"), "row": int(data.get("row", 0))}
