"""Archery GB handicap/classification tables, cached by this app after computing them."""
import marshal
import os

CACHE = "/var/cache/archery/handicap_tables.marshal"


def load_tables():
    if not os.path.exists(CACHE):
        return {}
    with open(CACHE, "rb") as fh:
        return marshal.load(fh)


def save_tables(tables):
    with open(CACHE, "wb") as fh:
        marshal.dump(tables, fh)


def classification(handicap, tables):
    for label, limit in sorted(tables.get("senior_recurve", {}).items(), key=lambda kv: kv[1]):
        if handicap <= limit:
            return label
    return "Unclassified"
