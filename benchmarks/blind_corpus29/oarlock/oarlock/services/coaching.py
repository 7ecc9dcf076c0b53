import base64
import json
import pickle
import random


def decode_session_plan(blob):
    """Plans are exported by the coaching spreadsheet and pasted into the form."""
    raw = base64.b64decode(blob)
    if raw[:1] == b"{":
        return json.loads(raw)
    return pickle.loads(raw)


def seat_race_order(rowers):
    order = list(rowers)
    random.shuffle(order)
    return order
