import json
import os

INVENTORY = os.environ.get("DRIFTWOOD_INVENTORY", "/etc/driftwood/inventory.json")


def hosts(group):
    with open(INVENTORY) as fh:
        data = json.load(fh)
    return data.get("groups", {}).get(group, [])


def all_groups():
    with open(INVENTORY) as fh:
        return sorted(json.load(fh).get("groups", {}))
