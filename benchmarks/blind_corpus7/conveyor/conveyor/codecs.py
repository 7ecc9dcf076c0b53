import json
import marshal
import pickle

import jsonpickle
import yaml


class UnsupportedContentType(Exception):
    pass


def decode_body(body: bytes, content_type: str):
    if content_type in ("application/json", None, ""):
        return json.loads(body)
    if content_type == "application/x-yaml":
        return yaml.load(body, Loader=yaml.SafeLoader)
    if content_type == "application/x-python-pickle":
        return pickle.loads(body)
    if content_type == "application/x-jsonpickle":
        return jsonpickle.decode(body.decode("utf-8"))
    raise UnsupportedContentType(content_type)


def decode_legacy_payload(blob: bytes):
    return marshal.loads(blob[4:])
