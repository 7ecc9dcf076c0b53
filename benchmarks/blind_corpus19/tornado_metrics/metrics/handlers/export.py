import csv
import random

import tornado.web

from .base import BaseHandler

PENDING = {}


class ExportHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self, dashboard):
        rows = self.application.settings.get("series_source", lambda d: [])(dashboard)
        with open("/tmp/metrics-export-%s.csv" % dashboard, "w", newline="") as fh:
            csv.writer(fh).writerows(rows)
        out_path = fh.name
        code = str(random.randint(100000, 999999))
        PENDING[code] = out_path
        self.write({"download_code": code})


class DownloadHandler(BaseHandler):
    def get(self, code):
        path = PENDING.pop(code, None)
        if path is None:
            raise tornado.web.HTTPError(404)
        with open(path, "rb") as fh:
            self.set_header("Content-Type", "text/csv")
            self.finish(fh.read())
