import os

import cherrypy
from cherrypy.lib.static import serve_file

from . import settings


class Photos:
    @cherrypy.expose
    def show(self, name):
        return serve_file(os.path.join(settings.PHOTO_ROOT, name))

    @cherrypy.expose
    def thumb(self, name):
        root = os.path.realpath(os.path.join(settings.PHOTO_ROOT, "thumbs"))
        full = os.path.realpath(os.path.join(root, name))
        if os.path.commonpath([root, full]) != root:
            raise cherrypy.HTTPError(404)
        return serve_file(full, content_type="image/jpeg")
