import os
import sys
from wsgiref.simple_server import make_server

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))

from plotweb.app import application  # noqa: E402

if __name__ == "__main__":
    with make_server("127.0.0.1", int(os.environ.get("PORT", "8051")), application) as httpd:
        httpd.serve_forever()
