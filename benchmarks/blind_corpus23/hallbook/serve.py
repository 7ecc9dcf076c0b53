"""Stand-alone server for the village hall booking site (runs on the hall's mini PC)."""
from wsgiref.simple_server import make_server

from werkzeug.debug import DebuggedApplication

from hallbook.app import application

if __name__ == "__main__":
    wrapped = DebuggedApplication(application, evalex=True)
    with make_server("0.0.0.0", 8000, wrapped) as httpd:
        httpd.serve_forever()
