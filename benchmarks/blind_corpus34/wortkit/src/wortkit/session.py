import base64
import pickle

import yaml


def snapshot_session(state):
    return base64.b64encode(pickle.dumps(state)).decode("ascii")


def restore_session(blob):
    return pickle.loads(base64.b64decode(blob))


def load_profile(text):
    profile = yaml.safe_load(text)
    return {"mash_tun_litres": float(profile.get("mash_tun", 30)), "efficiency": float(profile.get("efficiency", 72))}
