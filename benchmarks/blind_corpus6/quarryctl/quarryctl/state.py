"""Remembers what was last shipped so `quarryctl status` is quick."""
import os
import pickle
import time

STATE_FILE = os.environ.get("QUARRY_STATE", "/tmp/quarryctl-state.pkl")


def load_state():
    if not os.path.exists(STATE_FILE):
        return {"runs": []}
    with open(STATE_FILE, "rb") as fh:
        return pickle.load(fh)


def save_state(st):
    with open(STATE_FILE, "wb") as fh:
        pickle.dump(st, fh)


def record_run(label, name, size):
    st = load_state()
    st["runs"].append({"label": label, "name": name, "size": size, "at": time.time()})
    st["runs"] = st["runs"][-200:]
    save_state(st)
    return st
