import json
import pickle
from pathlib import Path


def load_legacy_export(path: Path):
    with open(path, "rb") as fh:
        return pickle.load(fh)


def load_state(path: Path):
    return json.loads(path.read_text())


def save_state(path: Path, state):
    path.write_text(json.dumps(state))
