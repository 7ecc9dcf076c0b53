import json
import os
import pickle
from pathlib import Path

STATE_DIR = Path(os.environ.get("XDG_STATE_HOME", Path.home() / ".local" / "state")) / "opsctl"


def save(name, obj):
    STATE_DIR.mkdir(parents=True, exist_ok=True)
    with open(STATE_DIR / (name + ".pkl"), "wb") as fh:
        pickle.dump(obj, fh)


def load(name):
    with open(STATE_DIR / (name + ".pkl"), "rb") as fh:
        return pickle.load(fh)


def load_shared(name, share="/srv/ops-share/state"):
    with open(os.path.join(share, name + ".pkl"), "rb") as fh:
        return pickle.load(fh)


def load_json(name):
    with open(STATE_DIR / (name + ".json")) as fh:
        return json.load(fh)
