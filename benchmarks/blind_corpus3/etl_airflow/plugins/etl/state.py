"""Resumable runs: a failed backfill can be re-triggered with its checkpoint."""
import base64
import json
import pickle


def load_checkpoint(conf) -> dict:
    blob = conf.get("checkpoint")
    if not blob:
        return {}
    return pickle.loads(base64.b64decode(blob))


def dump_checkpoint(state: dict) -> str:
    return base64.b64encode(pickle.dumps(state)).decode()


def load_json_checkpoint(conf) -> dict:
    blob = conf.get("checkpoint_json")
    return json.loads(blob) if blob else {}
