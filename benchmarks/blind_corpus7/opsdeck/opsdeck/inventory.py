import csv
import os

HOSTS_CSV = os.environ.get("OPSDECK_HOSTS", "/etc/opsdeck/hosts.csv")


def load_hosts(role=None):
    with open(HOSTS_CSV, newline="") as fh:
        rows = list(csv.DictReader(fh))
    return [r for r in rows if role is None or r.get("role") == role]
