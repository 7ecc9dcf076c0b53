"""Run the workshop app on the bench PC for local testing."""
import sys
from wsgiref.simple_server import make_server

from purfling.app import WorkshopApp

if __name__ == "__main__":
    app = WorkshopApp(debug="--debug" in sys.argv[1:])
    with make_server("127.0.0.1", 8051, app) as httpd:
        print("Serving on http://127.0.0.1:8051")
        httpd.serve_forever()
