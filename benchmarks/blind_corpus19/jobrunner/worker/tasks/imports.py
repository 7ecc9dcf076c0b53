import ast
import csv
import io
import tempfile

import requests

from ..registry import task


@task("csv_import")
def csv_import(payload):
    defaults = ast.literal_eval(payload.get("defaults", "{}"))
    with tempfile.SpooledTemporaryFile(max_size=1 << 20, mode="w+") as buf:
        buf.write(requests.get("https://uploads.internal.example.com/" + payload["upload_id"], timeout=30).text)
        buf.seek(0)
        rows = [dict(defaults, **row) for row in csv.DictReader(buf)]
    return len(rows)


@task("computed_column")
def computed_column(payload):
    rows = list(csv.DictReader(io.StringIO(payload["csv"])))
    expr = payload["expression"]
    for row in rows:
        row["computed"] = eval(expr, {}, dict(row))
    return rows
