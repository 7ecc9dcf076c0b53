import json
import os

LOG_DIR = os.environ.get("BEACON_LOG_DIR", "/var/log/beacon")
TARGETS_FILE = os.environ.get("BEACON_TARGETS", "/etc/beacon/targets.json")
COOKIE_SECRET = os.environ.get("BEACON_COOKIE_SECRET")
TRACE_SAMPLE_RATE = float(os.environ.get("BEACON_TRACE_SAMPLE", "0.05"))


def load_targets():
    try:
        with open(TARGETS_FILE) as fh:
            return {t["id"]: t for t in json.load(fh)}
    except FileNotFoundError:
        return {}
