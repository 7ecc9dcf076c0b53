import pickle

import numpy as np


def read_pickle(path_or_bytes):
    """Load a table previously written with ``DataFrame.to_pickle``."""
    if isinstance(path_or_bytes, (bytes, bytearray)):
        return pickle.loads(path_or_bytes)
    with open(path_or_bytes, "rb") as fh:
        return pickle.load(fh)


def read_npy(path):
    return np.load(path, allow_pickle=False)
