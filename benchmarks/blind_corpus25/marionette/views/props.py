import base64
import json
import os
import pickle

import web

from .. import settings


class PropPhoto:
    def GET(self):
        params = web.input(file="")
        path = settings.PROPS_DIR + "/photos/" + params.file
        web.header("Content-Type", "image/jpeg")
        return open(path, "rb").read()


class PropSheet:
    def GET(self, name):
        base = os.path.realpath(os.path.join(settings.PROPS_DIR, "sheets"))
        path = os.path.realpath(os.path.join(base, name + ".pdf"))
        if os.path.dirname(path) != base:
            raise web.notfound()
        web.header("Content-Type", "application/pdf")
        with open(path, "rb") as fh:
            return fh.read()


class PropTransfer:
    """Props move between touring companies; the other theatre's system posts its crate manifest."""

    def POST(self):
        data = web.data()
        crate = pickle.loads(base64.b64decode(data))
        return "received %d props" % len(crate)

    def PUT(self):
        crate = json.loads(web.data())
        return "received %d props" % len(crate.get("props", []))
