import json

import yaml


def load_checks(body, content_type):
    if "json" in content_type:
        data = json.loads(body)
    elif "x-yaml" in content_type:
        data = yaml.load(body, Loader=yaml.SafeLoader)
    else:
        # exports from aiomon < 0.8 used full YAML tags for probe classes
        data = yaml.load(body, Loader=yaml.UnsafeLoader)
    return [c for c in data.get("checks", []) if "name" in c and "target" in c]
