import os
import pickle

import yaml

from . import config

CATALOGUE_CACHE = os.path.join(config.CACHE_DIR, "parts.pickle")


def load_parts_cache():
    if not os.path.exists(CATALOGUE_CACHE):
        return {}
    with open(CATALOGUE_CACHE, "rb") as fh:
        return pickle.load(fh)


def save_parts_cache(parts):
    with open(CATALOGUE_CACHE, "wb") as fh:
        pickle.dump(parts, fh)


def read_price_list(stream):
    return yaml.safe_load(stream)
