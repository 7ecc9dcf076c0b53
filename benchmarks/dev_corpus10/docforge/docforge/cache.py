import atexit
import hashlib
import os
import pickle
import shutil
import tempfile

_CACHE_DIR = tempfile.mkdtemp(prefix="docforge-")
atexit.register(shutil.rmtree, _CACHE_DIR, True)


def _key(source, context_items):
    return hashlib.md5(repr((source, context_items)).encode()).hexdigest()


def get(source, context):
    path = os.path.join(_CACHE_DIR, _key(source, sorted(context.items())))
    if os.path.exists(path):
        with open(path, "rb") as fh:
            return pickle.load(fh)
    return None


def put(source, context, value):
    path = os.path.join(_CACHE_DIR, _key(source, sorted(context.items())))
    with open(path, "wb") as fh:
        pickle.dump(value, fh)
