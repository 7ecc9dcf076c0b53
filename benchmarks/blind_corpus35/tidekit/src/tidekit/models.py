import pickle

import yaml


def load_model(blob):
    """Load a fitted harmonic model previously produced by ``Model.dumps()``."""
    return pickle.loads(blob)


def load_config(text):
    return yaml.safe_load(text) or {}
