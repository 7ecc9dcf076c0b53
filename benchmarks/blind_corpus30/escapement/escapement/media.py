import os
import subprocess

import cherrypy
from cherrypy.lib.static import serve_file

from . import config

SIZES = {"thumb": "320x320", "large": "1600x1600"}


class Media:
    @cherrypy.expose
    def photo(self, job_id, name):
        path = os.path.join(config.PHOTO_ROOT, str(int(job_id)), name)
        return serve_file(path, content_type="image/jpeg")

    @cherrypy.expose
    def sized(self, job_id, size="thumb"):
        dims = SIZES.get(size, SIZES["thumb"])
        path = os.path.join(config.PHOTO_ROOT, str(int(job_id)), "sized-%s.jpg" % dims)
        return serve_file(path, content_type="image/jpeg")

    @cherrypy.expose
    def upload(self, job_id, photo, caption=""):
        scratch = os.path.join("/tmp", "escapement-%d.jpg" % os.getpid())
        with open(scratch, "wb") as fh:
            fh.write(photo.file.read())
        folder = os.path.join(config.PHOTO_ROOT, str(int(job_id)))
        os.makedirs(folder, exist_ok=True)
        target = os.path.join(folder, "%d.jpg" % len(os.listdir(folder)))
        subprocess.call("convert %s -comment \"%s\" -strip %s" % (scratch, caption, target), shell=True)
        subprocess.call(["jpegoptim", "--strip-all", target])
        return "saved"
