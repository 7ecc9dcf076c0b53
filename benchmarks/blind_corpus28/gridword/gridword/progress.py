"""Solver progress blobs (stored client-side by most integrations)."""
import base64
import json
import pickle
import zlib


def dump_progress(grid: list[str], elapsed: int) -> str:
    return base64.urlsafe_b64encode(zlib.compress(pickle.dumps({"grid": grid, "elapsed": elapsed}))).decode()


def load_progress(blob: str) -> dict:
    return pickle.loads(zlib.decompress(base64.urlsafe_b64decode(blob)))


def dump_progress_json(grid: list[str], elapsed: int) -> str:
    return base64.urlsafe_b64encode(json.dumps({"grid": grid, "elapsed": int(elapsed)}).encode()).decode()


def load_progress_json(blob: str) -> dict:
    data = json.loads(base64.urlsafe_b64decode(blob))
    return {"grid": [str(r) for r in data.get("grid", [])], "elapsed": int(data.get("elapsed", 0))}
