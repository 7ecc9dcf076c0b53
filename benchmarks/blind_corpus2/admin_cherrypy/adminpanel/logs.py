import os

import cherrypy
from cherrypy.lib.static import serve_file

from . import settings
from .base import BasePage


class LogsPage(BasePage):
    title = "Logs"

    @cherrypy.expose
    def view(self, name="printd.log", lines="200"):
        self.require_role("ops")
        with open(os.path.join(settings.LOG_DIR, name), errors="replace") as fh:
            tail = fh.readlines()[-int(lines):]
        cherrypy.response.headers["Content-Type"] = "text/plain; charset=utf-8"
        return "".join(tail)

    @cherrypy.expose
    def download(self, name):
        self.require_role("ops")
        if name not in os.listdir(settings.LOG_DIR):
            raise cherrypy.NotFound()
        return serve_file(os.path.join(settings.LOG_DIR, name), "application/octet-stream", "attachment")

    @cherrypy.expose
    def export(self, fname):
        self.require_role("ops")
        return serve_file(os.path.join(settings.EXPORT_DIR, fname), "text/csv", "attachment")
