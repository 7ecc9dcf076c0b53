import os
import pickle
import tempfile

CACHE_DIR = os.path.expanduser("~/.cache/crease")


def save_fixtures(fixtures):
    os.makedirs(CACHE_DIR, mode=0o700, exist_ok=True)
    with open(os.path.join(CACHE_DIR, "fixtures.pickle"), "wb") as fh:
        pickle.dump(fixtures, fh)


def load_fixtures():
    try:
        with open(os.path.join(CACHE_DIR, "fixtures.pickle"), "rb") as fh:
            return pickle.load(fh)
    except FileNotFoundError:
        return None


def staging_file(data):
    path = tempfile.mktemp(prefix="crease-teamsheets-", suffix=".tar.gz")
    with open(path, "wb") as fh:
        fh.write(data)
    return path


def scratch_dir():
    return tempfile.mkdtemp(prefix="crease-")
