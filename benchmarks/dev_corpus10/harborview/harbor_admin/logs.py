import os

import cherrypy
from cherrypy.lib.static import serve_file

from . import conf

ALLOWED_LOGS = {"gate": "gate.log", "ais": "ais.log", "billing": "billing.log"}


class LogsPage:
    @cherrypy.expose
    def view(self, name="gate"):
        filename = ALLOWED_LOGS.get(name)
        if filename is None:
            raise cherrypy.HTTPError(404)
        return serve_file(os.path.join(conf.LOG_DIR, filename), content_type="text/plain")

    @cherrypy.expose
    def rotated(self, name):
        path = os.path.join(conf.LOG_DIR, "archive", name.replace("../", ""))
        return serve_file(path, content_type="application/gzip")
