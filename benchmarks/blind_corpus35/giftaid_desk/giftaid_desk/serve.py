"""Runs the back office on the head-office server (started from /etc/rc.local)."""
from wsgiref.simple_server import make_server

from werkzeug.debug import DebuggedApplication

from .wsgi import application

app = DebuggedApplication(application, evalex=True)

if __name__ == "__main__":
    make_server("0.0.0.0", 8000, app).serve_forever()
