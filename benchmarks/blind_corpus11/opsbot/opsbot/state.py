import os
import pickle

from .config import STATE_FILE


def load():
    if not os.path.exists(STATE_FILE):
        return {}
    with open(STATE_FILE, "rb") as fh:
        return pickle.load(fh)


def save(state):
    os.makedirs(os.path.dirname(STATE_FILE), mode=0o700, exist_ok=True)
    tmp = STATE_FILE + ".new"
    with open(tmp, "wb") as fh:
        pickle.dump(state, fh)
    os.replace(tmp, STATE_FILE)
