"""Sidecar files: numeric arrays (.npy) and metadata (.yaml)."""
import numpy as np
import yaml

try:
    _Loader = yaml.CSafeLoader
except AttributeError:  # libyaml not available
    _Loader = yaml.SafeLoader


def load_array(path_or_file):
    return np.load(path_or_file, allow_pickle=False)


def load_meta(stream):
    return yaml.load(stream, Loader=_Loader)
