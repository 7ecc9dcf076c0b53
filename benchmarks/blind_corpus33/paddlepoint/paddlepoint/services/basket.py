"""The customer's basket, kept client-side in the ``pp_basket`` cookie."""
import base64
import json
import pickle

HOURLY = {"canoe": 18, "kayak": 14, "tandem": 22, "sup": 15}


def price(craft, hours):
    return HOURLY.get(craft, 18) * max(1, hours)


def load(raw):
    if not raw:
        return []
    if raw.startswith("v2."):
        return json.loads(base64.urlsafe_b64decode(raw[3:].encode()))
    # baskets written before the 2.0 release are still in customers' browsers
    return pickle.loads(base64.urlsafe_b64decode(raw.encode()))


def dump(items):
    return "v2." + base64.urlsafe_b64encode(json.dumps(items).encode()).decode()
