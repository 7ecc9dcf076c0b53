import os
import pickle

STATE_DIR = os.path.expanduser("~/.cache/opsctl")
STATE_FILE = os.path.join(STATE_DIR, "last_run.pkl")


def save(state):
    os.makedirs(STATE_DIR, mode=0o700, exist_ok=True)
    with open(STATE_FILE, "wb") as fh:
        pickle.dump(state, fh)


def load():
    if not os.path.exists(STATE_FILE):
        return {}
    with open(STATE_FILE, "rb") as fh:
        return pickle.load(fh)
