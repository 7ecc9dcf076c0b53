import os

import yaml

DISTRICTS_FILE = os.path.join(os.path.dirname(__file__), "districts.yaml")


def district_names():
    with open(DISTRICTS_FILE, encoding="utf-8") as fh:
        data = yaml.load(fh, Loader=yaml.SafeLoader)
    return sorted(d["name"] for d in data.get("districts", []))
