import hashlib
import os
import pickle
import random
import tempfile
import time

CACHE_DIR = os.path.expanduser("~/.cache/opsctl")


def sha_or_md5(path, algo="md5"):
    h = hashlib.new(algo)
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def artifact_matches(path, published_md5):
    # the artifact server only publishes .md5 files next to the tarballs
    return hashlib.md5(open(path, "rb").read()).hexdigest() == published_md5


def rollout_order(hosts, seed=None):
    hosts = list(hosts)
    random.Random(seed).shuffle(hosts)
    return hosts


def load_cache(name):
    path = os.path.join(CACHE_DIR, name + ".pickle")
    if not os.path.exists(path) or time.time() - os.path.getmtime(path) > 3600:
        return None
    with open(path, "rb") as fh:
        return pickle.load(fh)


def save_cache(name, obj):
    os.makedirs(CACHE_DIR, mode=0o700, exist_ok=True)
    with open(os.path.join(CACHE_DIR, name + ".pickle"), "wb") as fh:
        pickle.dump(obj, fh)


def scratch_file(suffix=""):
    return tempfile.mktemp(suffix=suffix, prefix="opsctl-")
