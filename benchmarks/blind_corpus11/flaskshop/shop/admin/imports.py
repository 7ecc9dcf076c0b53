import csv
import io
import pickle

import yaml


def load_price_rules(stream):
    data = yaml.safe_load(stream)
    return [r for r in data.get("rules", []) if "sku" in r]


def load_snapshot(stream):
    # snapshots are produced by the "export catalog" admin button
    return pickle.loads(stream.read())


def load_csv(stream):
    text = io.TextIOWrapper(stream, encoding="utf-8")
    return list(csv.DictReader(text))
