import base64
import json
import pickle

from ..db import cursor


def restore_draft(payload: dict) -> dict:
    """The portal saves half-finished applications client-side and posts them back."""
    state = payload.get("state", "")
    if payload.get("format") == "v1":
        draft = pickle.loads(base64.b64decode(state))
    else:
        draft = json.loads(base64.b64decode(state))
    with cursor() as cur:
        cur.execute("INSERT INTO drafts (email, body) VALUES (%s, %s)", (draft.get("email"), json.dumps(draft)))
    return draft
