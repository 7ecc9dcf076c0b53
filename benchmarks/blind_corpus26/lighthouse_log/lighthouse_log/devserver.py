"""Local development server. Not used in deployment (gunicorn serves app.application)."""
import os
from wsgiref.simple_server import make_server

from .app import create_app

if __name__ == "__main__":
    debug = os.environ.get("LH_DEV_DEBUG") == "1"
    app = create_app()
    if debug:
        print("debug logging enabled")
    with make_server("127.0.0.1", 8000, app) as httpd:
        httpd.serve_forever()
