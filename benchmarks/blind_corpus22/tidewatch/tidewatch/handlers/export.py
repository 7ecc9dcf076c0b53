import csv
import os
import shlex
import subprocess
import tempfile

import tornado.web

from .base import BaseHandler


class ExportHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        code = self.get_body_argument("station")
        title = self.get_body_argument("title", code)
        rows = self.storage.readings(code, 24 * 7)
        with open("/tmp/tidewatch-export.csv", "w", newline="") as fh:
            csv.writer(fh).writerows(rows)
        csv_path = fh.name
        png = os.path.join(self.cfg.get("paths", "export_dir"), "%s.png" % code)
        subprocess.Popen("gnuplot -e \"set title '%s'; set output '%s'\" plot.gp" % (title, png), shell=True).wait()
        with tempfile.TemporaryDirectory() as work:
            archive = os.path.join(work, "export.zip")
            subprocess.check_output("zip -j %s %s %s" % (shlex.quote(archive), shlex.quote(csv_path), shlex.quote(png)), shell=True)
            with open(archive, "rb") as fh:
                self.set_header("Content-Type", "application/zip")
                self.write(fh.read())


class DownloadHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        name = self.get_argument("file")
        base = self.cfg.get("paths", "export_dir")
        if self.get_argument("v", "1") == "2":
            safe = os.path.basename(name)
            full = os.path.realpath(os.path.join(base, safe))
            if not full.startswith(os.path.realpath(base) + os.sep):
                raise tornado.web.HTTPError(400)
            with open(full, "rb") as fh:
                self.write(fh.read())
            return
        with open(os.path.join(base, name), "rb") as fh:
            self.write(fh.read())
