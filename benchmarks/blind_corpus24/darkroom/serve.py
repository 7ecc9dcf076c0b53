import sys
import traceback
from wsgiref.simple_server import make_server

from app import application


def debugging(app):
    def wrapped(environ, start_response):
        try:
            return app(environ, start_response)
        except Exception:
            start_response("500 Internal Server Error", [("Content-Type", "text/plain")], sys.exc_info())
            return [traceback.format_exc().encode()]
    return wrapped


if __name__ == "__main__":
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8000
    show_tracebacks = True
    app = debugging(application) if show_tracebacks else application
    make_server("0.0.0.0", port, app).serve_forever()
