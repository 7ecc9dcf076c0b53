import csv
import io
from urllib.parse import quote

import requests

from .core import Table

DATASET_HUB = "https://datasets.tablekit.dev/v1"


def _csv_table(text, name):
    rows = list(csv.reader(io.StringIO(text)))
    return Table(rows[0], rows[1:], name) if rows else Table([], [], name)


def read_url(url, timeout=30, **kwargs):
    """Fetch a CSV from any URL."""
    resp = requests.get(url, timeout=timeout, **kwargs)
    resp.raise_for_status()
    return _csv_table(resp.text, url.rsplit("/", 1)[-1])


def read_dataset(name, version="latest"):
    url = "%s/datasets/%s/%s.csv" % (DATASET_HUB, quote(name, safe=""), quote(version, safe=""))
    resp = requests.get(url, timeout=30)
    resp.raise_for_status()
    return _csv_table(resp.text, name)
