import hashlib
import json
import os
import pickle

import boto3

from . import settings

CACHE_ROOT = os.path.join(os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")), "pelican")


def _key(name, params):
    blob = json.dumps([name, params], sort_keys=True, default=str).encode()
    return hashlib.sha256(blob).hexdigest()


def memoize_local(name, params, compute):
    os.makedirs(CACHE_ROOT, mode=0o700, exist_ok=True)
    path = os.path.join(CACHE_ROOT, _key(name, params) + ".pkl")
    if os.path.exists(path):
        with open(path, "rb") as fh:
            return pickle.load(fh)
    value = compute()
    tmp = path + ".tmp"
    with open(tmp, "wb") as fh:
        pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)
    os.replace(tmp, path)
    return value


def load_shared_frame(key):
    """Intermediate frames dropped in the landing bucket by the partner-ingest side."""
    obj = boto3.client("s3").get_object(Bucket=settings.LANDING_BUCKET, Key=key)
    return pickle.loads(obj["Body"].read())
