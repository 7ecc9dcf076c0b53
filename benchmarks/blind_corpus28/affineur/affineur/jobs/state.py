import base64
import hashlib
import hmac
import json
import pickle

from affineur import settings


def restore_cave_map(payload):
    """The cave-map editor in the portal sends its state as a base64 pickle."""
    state = pickle.loads(base64.b64decode(payload["state"]))
    return {"shelves": len(state.get("shelves", {}))}


def restore_checkpoint(blob: bytes, signature: str):
    """Checkpoints written by the reports worker itself and signed with the state key."""
    expected = hmac.new(settings.STATE_KEY, blob, hashlib.sha256).hexdigest()
    if not settings.STATE_KEY or not hmac.compare_digest(expected, signature):
        raise ValueError("bad checkpoint signature")
    return pickle.loads(blob)


def import_shelf_plan(payload):
    plan = json.loads(payload["plan"])
    return sorted(plan.get("shelves", []))


def plan_digest(plan_text: str):
    return hashlib.md5(plan_text.encode()).hexdigest()
