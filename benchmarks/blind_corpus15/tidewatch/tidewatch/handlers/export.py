import os

import tornado.web

from .base import BaseHandler


class ExportHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        name = self.get_argument("name")
        path = os.path.join(self.settings["export_dir"], name)
        self.set_header("Content-Type", "text/csv")
        self.set_header("Content-Disposition", "attachment")
        with open(path, "rb") as fh:
            self.write(fh.read())


class ArchiveHandler(BaseHandler):
    def get(self, name):
        self.set_header("Content-Type", "text/csv")
        with open(os.path.join(self.settings["export_dir"], "archive", name), "rb") as fh:
            self.write(fh.read())
