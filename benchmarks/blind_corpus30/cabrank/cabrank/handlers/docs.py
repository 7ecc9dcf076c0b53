import os

import tornado.web

from .mixins import BaseHandler

DOC_ROOT = "/srv/cabrank/driver-docs"
ALLOWED = {"insurance", "licence", "mot", "dbs"}


class DriverDocHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, kind):
        if kind not in ALLOWED:
            raise tornado.web.HTTPError(404)
        path = os.path.join(DOC_ROOT, str(int(self.current_user)), kind + ".pdf")
        self.set_header("Content-Type", "application/pdf")
        with open(path, "rb") as fh:
            self.write(fh.read())
