import os
import tempfile

import cherrypy
from cherrypy.lib.static import serve_file

SCANS = "/srv/kinfolk/scans"


class RecordsApi:
    @cherrypy.expose
    def scan(self, register="", page="1"):
        path = os.path.join(SCANS, register, "page-%s.jpg" % page)
        return serve_file(path, content_type="image/jpeg")

    @cherrypy.expose
    def thumb(self, register="", page="1"):
        if not register.isalnum():
            raise cherrypy.HTTPError(400)
        path = os.path.join(SCANS, register, "page-%d.jpg" % int(page))
        return serve_file(path, content_type="image/jpeg")

    @cherrypy.expose
    def transcribe(self, text=""):
        fd, tmp = tempfile.mkstemp(suffix=".txt")
        with os.fdopen(fd, "w") as fh:
            fh.write(text)
        return tmp

    @cherrypy.expose
    def bundle(self, register=""):
        tmp = "/tmp/kinfolk-bundle-%s.zip" % os.getpid()
        with open(tmp, "wb") as fh:
            fh.write(b"PK")
        return serve_file(tmp, "application/zip", "attachment")
