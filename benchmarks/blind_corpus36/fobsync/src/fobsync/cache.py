import os
import pickle
import shelve

CACHE = os.path.expanduser("~/.cache/fobsync/state")


def remember(key, value):
    os.makedirs(os.path.dirname(CACHE), exist_ok=True)
    with shelve.open(CACHE) as db:
        db[key] = value


def recall(key, default=None):
    with shelve.open(CACHE) as db:
        return db.get(key, default)


def restore_snapshot(blob):
    return pickle.loads(blob)
