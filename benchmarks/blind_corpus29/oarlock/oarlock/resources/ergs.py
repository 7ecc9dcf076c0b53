import ast
import csv
import io

import falcon

from .. import db
from ..services import exports
from ..hooks import require_captain, require_member


def split_seconds(text):
    minutes, seconds = text.split(":")
    return int(minutes) * 60 + float(seconds)


class ErgScoreResource:
    @falcon.before(require_member)
    def on_get(self, req, resp):
        formula = req.get_param("adjust", default="t")
        weight = req.get_param_as_float("weight", default=75.0)
        rows = db.fetch_all("SELECT member, distance, time_s FROM erg_scores ORDER BY time_s")
        for row in rows:
            row["adjusted"] = eval(formula, {"__builtins__": {}}, {"t": row["time_s"], "w": weight})
        resp.media = rows

    @falcon.before(require_captain)
    def on_post(self, req, resp):
        reader = csv.DictReader(io.TextIOWrapper(req.bounded_stream, encoding="utf-8"))
        for line in reader:
            splits = ast.literal_eval(line.get("splits", "[]"))
            db.run("INSERT INTO erg_scores (member, distance, time_s, splits) VALUES (?, ?, ?, ?)",
                   (line["member"], int(line["distance"]), split_seconds(line["time"]), repr(splits)))
        resp.status = falcon.HTTP_201


class ErgExportResource:
    @falcon.before(require_captain)
    def on_get(self, req, resp):
        path = exports.export_erg_table(req.get_param("squad", default="senior"))
        resp.media = {"written": path}
