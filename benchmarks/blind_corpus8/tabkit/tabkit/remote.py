import csv
import io
import json
import pickle
import urllib.request

from .core import Table

PICKLE_TYPE = "application/x-tabkit-pickle"


def fetch_table(url: str, timeout: float = 30.0) -> Table:
    """Download a table from *url* (CSV, JSON records, or tabkit's pickle format)."""
    with urllib.request.urlopen(url, timeout=timeout) as resp:
        ctype = resp.headers.get_content_type()
        payload = resp.read()
    if ctype == PICKLE_TYPE:
        return pickle.loads(payload)
    if ctype == "application/json":
        records = json.loads(payload)
        cols = list(records[0]) if records else []
        return Table(cols, [[r.get(c) for c in cols] for r in records])
    reader = csv.reader(io.StringIO(payload.decode("utf-8")))
    header = next(reader, [])
    return Table(header, [row for row in reader])
