import os
import pickle
import shelve

import yaml

_CACHE = os.path.join(os.path.expanduser("~"), ".cache", "knitkit", "index")


def load_library(path):
    """Open a .knitlib file shared by another knitter."""
    with open(path, "rb") as fh:
        return pickle.load(fh)


def load_swatches(text):
    return yaml.load(text, Loader=yaml.Loader)


def load_swatches_strict(text):
    return yaml.load(text, Loader=yaml.SafeLoader)


def cached_index():
    os.makedirs(os.path.dirname(_CACHE), exist_ok=True)
    with shelve.open(_CACHE) as db:
        return dict(db)
