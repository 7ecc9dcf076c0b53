import json
import os
import pickle
import time

import requests

from . import config

CACHE_FILE = "/tmp/netops_inventory.pkl"
JSON_CACHE = os.path.expanduser("~/.cache/netops/inventory.json")
TTL = 900


def _fetch():
    resp = requests.get(config.CMDB_URL + "/devices", params={"status": "active"},
                        headers={"Authorization": "Token " + config.cmdb_token()}, timeout=30)
    resp.raise_for_status()
    return resp.json()["results"]


def devices(refresh=False):
    """Device list, cached in /tmp so every NOC user on the jump host shares it."""
    if not refresh and os.path.exists(CACHE_FILE) and time.time() - os.path.getmtime(CACHE_FILE) < TTL:
        with open(CACHE_FILE, "rb") as fh:
            return pickle.load(fh)
    data = _fetch()
    with open(CACHE_FILE, "wb") as fh:
        pickle.dump(data, fh)
    os.chmod(CACHE_FILE, 0o666)
    return data


def devices_private(refresh=False):
    if not refresh and os.path.exists(JSON_CACHE):
        with open(JSON_CACHE) as fh:
            return json.load(fh)
    data = _fetch()
    os.makedirs(os.path.dirname(JSON_CACHE), mode=0o700, exist_ok=True)
    with open(JSON_CACHE, "w") as fh:
        json.dump(data, fh)
    return data


def by_role(role):
    return [d for d in devices() if d.get("role") == role]
