import os
import pickle

import click

CACHE = os.path.join(click.get_app_dir("packetsec"), "members.pickle")


def save(members):
    os.makedirs(os.path.dirname(CACHE), mode=0o700, exist_ok=True)
    with open(CACHE, "wb") as fh:
        pickle.dump(members, fh)


def load():
    if not os.path.exists(CACHE):
        return None
    with open(CACHE, "rb") as fh:
        return pickle.load(fh)
