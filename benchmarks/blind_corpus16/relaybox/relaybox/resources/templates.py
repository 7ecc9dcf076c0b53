import os

import falcon
from markupsafe import escape

from . import route

TEMPLATE_DIR = os.path.realpath(os.environ.get("RELAYBOX_TEMPLATES", "/var/lib/relaybox/templates"))


@route("/preview")
class Preview:
    def on_get(self, req, resp):
        subject = req.get_param("subject", default="")
        message = req.get_param("message", default="")
        resp.content_type = falcon.MEDIA_HTML
        resp.text = "<h3>%s</h3>" % escape(subject)
        resp.text += "<div class='body'>" + message + "</div>"


@route("/templates/{name}")
class TemplateFile:
    def on_get(self, req, resp, name):
        path = os.path.realpath(os.path.join(TEMPLATE_DIR, name))
        if not path.startswith(TEMPLATE_DIR + os.sep):
            raise falcon.HTTPNotFound()
        with open(path, "r", encoding="utf-8") as fh:
            resp.text = fh.read()
