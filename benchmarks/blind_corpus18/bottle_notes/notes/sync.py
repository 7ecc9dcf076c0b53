import json
import urllib.request
from urllib.parse import urljoin

import yaml

SYNC_BASE = "https://sync.notes-cloud.example/api/v2/"


def pull_remote(remote_url):
    with urllib.request.urlopen(remote_url, timeout=10) as r:
        return json.loads(r.read())


def pull_account(account_id):
    url = urljoin(SYNC_BASE, "accounts/%d/notes" % int(account_id))

    with urllib.request.urlopen(url, timeout=10) as r:
        return json.loads(r.read())


def import_yaml(blob):
    docs = yaml.load_all(blob, Loader=yaml.UnsafeLoader)
    return [d for d in docs if d]
