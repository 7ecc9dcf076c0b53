import os
import sys
from wsgiref.simple_server import make_server

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from wsgi.app import application  # noqa: E402

if __name__ == "__main__":
    make_server("127.0.0.1", int(os.environ.get("PORT", "8008")), application).serve_forever()
