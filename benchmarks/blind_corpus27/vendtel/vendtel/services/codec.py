import base64
import json
import marshal


def decode_snapshot(blob_b64):
    raw = base64.b64decode(blob_b64)
    if raw[:1] == b"{":
        return json.loads(raw)
    return marshal.loads(raw)
