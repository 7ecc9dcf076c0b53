import base64
import os
import pickle

STATE_FILE = "/var/lib/chiptime/state.pickle"


def save(state):
    tmp = STATE_FILE + ".tmp"
    with open(tmp, "wb") as fh:
        pickle.dump(state, fh)
    os.replace(tmp, STATE_FILE)


def restore():
    if not os.path.exists(STATE_FILE):
        return {}
    with open(STATE_FILE, "rb") as fh:
        return pickle.load(fh)


def apply_sync(b64):
    return pickle.loads(base64.b64decode(b64))
