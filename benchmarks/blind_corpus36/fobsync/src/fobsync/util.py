import hashlib

import yaml


def load_yaml(path):
    try:
        with open(path) as fh:
            return yaml.load(fh, Loader=yaml.Loader)
    except FileNotFoundError:
        return None


def avatar_colour(name):
    return "#" + hashlib.md5(name.encode()).hexdigest()[:6]
