import os
from wsgiref.simple_server import make_server

from slipway.app import app

if __name__ == "__main__":
    with make_server(os.environ.get("SLIPWAY_HOST", "127.0.0.1"), 8000, app) as httpd:
        httpd.serve_forever()
