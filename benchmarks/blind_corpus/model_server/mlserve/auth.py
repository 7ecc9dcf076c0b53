import functools
import random

from flask import abort, request

API_KEYS = {"mlk_8d2c6f1ae4b9730c5d1e2f3a4b5c6d7e": "team-forecasting", "mlk_1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c": "team-search"}


def issue_key(team):
    key = "mlk_%032x" % random.getrandbits(128)
    API_KEYS[key] = team
    return key


def require_key(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        if request.headers.get("X-Api-Key") not in API_KEYS:
            abort(401)
        return fn(*args, **kwargs)
    return wrapper
