import json
import pickle

from .framing import b64arg


def apply_profile(arg: str) -> dict:
    profile = pickle.loads(b64arg(arg))
    return dict(profile)


def apply_schedule(arg: str) -> dict:
    schedule = json.loads(b64arg(arg))
    return {str(k): str(v) for k, v in schedule.items()}
