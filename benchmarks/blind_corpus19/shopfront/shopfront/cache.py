import hashlib
import json

_store = {}


def cache_key(endpoint, params):
    raw = endpoint + json.dumps(params, sort_keys=True)
    return hashlib.md5(raw.encode("utf-8")).hexdigest()


def cached(endpoint, params, compute):
    key = cache_key(endpoint, params)
    if key not in _store:
        _store[key] = compute()
    return _store[key]
