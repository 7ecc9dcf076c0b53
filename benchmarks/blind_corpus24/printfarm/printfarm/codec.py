import json
import pickle

PICKLE_MAGIC = b"\x80"


def decode(raw: bytes):
    if raw[:1] == PICKLE_MAGIC:
        # jobs queued by the old Octo bridge are still pickled
        return pickle.loads(raw)
    return json.loads(raw)


def encode(job: dict) -> bytes:
    return json.dumps(job, separators=(",", ":")).encode()
