import os

import tornado.web

from .. import config
from .base import BaseHandler

NAMED_LOGS = {"access": "access.log", "error": "error.log", "probe": "probe.log"}


class LogDownloadHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        name = self.get_argument("file")
        with open(os.path.join(config.LOG_DIR, name), "rb") as fh:
            self.set_header("Content-Type", "text/plain")
            self.finish(fh.read())


class NamedLogHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, which):
        fname = NAMED_LOGS.get(which)
        if fname is None:
            raise tornado.web.HTTPError(404)
        with open(os.path.join(config.LOG_DIR, fname), "rb") as fh:
            self.set_header("Content-Type", "text/plain")
            self.finish(fh.read())
