import os
import re

import tornado.web

from .base import BaseHandler

LOG_DIR = "/var/log/orchard/zones"
REPORT_DIR = "/var/lib/orchard/reports"
ZONE_RE = re.compile(r"^[a-z0-9-]{1,32}$")


class ZoneLogHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, zone):
        if not ZONE_RE.match(zone):
            raise tornado.web.HTTPError(400)
        self.set_header("Content-Type", "text/plain")
        with open(os.path.join(LOG_DIR, zone + ".log"), "rb") as fh:
            self.write(fh.read())


class ArchiveHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        name = os.path.basename(self.get_argument("name"))
        self.set_header("Content-Type", "application/gzip")
        self.set_header("Content-Disposition", f'attachment; filename="{name}"')
        with open(os.path.join(LOG_DIR, "archive", name), "rb") as fh:
            self.write(fh.read())


class ReportHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        report = self.get_argument("report")
        with open(os.path.join(REPORT_DIR, report)) as fh:
            self.set_header("Content-Type", "text/csv")
            self.write(fh.read())
