"""Decoding of the `options` field the web front-end copies from the upload form."""
import base64
import json
import pickle


def decode_options(payload):
    enc = payload.get("options_encoding", "json")
    blob = base64.b64decode(payload.get("options", "") or b"e30=")
    if enc == "pickle":
        # older browser extension still sends pickled option dicts
        return pickle.loads(blob)
    return json.loads(blob.decode("utf-8"))


def decode_style(payload):
    return json.loads(payload.get("style") or "{}")
