"""Run the panel on a laptop with the interactive debugger.

    python -m dnsadmin.devserver production.ini
"""
import sys
from wsgiref.simple_server import make_server

from pyramid.paster import get_app
from werkzeug.debug import DebuggedApplication


def run(ini_path):
    app = get_app(ini_path, "main")
    app = DebuggedApplication(app, evalex=True)
    make_server("0.0.0.0", 6543, app).serve_forever()


if __name__ == "__main__":
    run(sys.argv[1] if len(sys.argv) > 1 else "production.ini")
