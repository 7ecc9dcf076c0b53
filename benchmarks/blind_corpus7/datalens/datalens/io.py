import base64
import io
import pickle

import numpy as np
import requests
import yaml

from .expr import run_steps


def dumps_frame(df):
    return base64.b64encode(pickle.dumps(df)).decode("ascii")


def loads_frame(blob):
    """Inverse of dumps_frame, used for 'share this view' links."""
    return pickle.loads(base64.b64decode(blob))


def load_shared(url):
    resp = requests.get(url, timeout=30)
    resp.raise_for_status()
    return pickle.load(io.BytesIO(resp.content))


def read_array(path):
    return np.load(path, allow_pickle=False)


def read_config(path):
    with open(path) as fh:
        return yaml.safe_load(fh)


def load_weights(path):
    import torch

    return torch.load(path, map_location="cpu", weights_only=True)


def run_pipeline(df, spec_path):
    return run_steps(df, read_config(spec_path).get("steps", []))
