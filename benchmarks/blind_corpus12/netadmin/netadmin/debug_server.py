"""Run the portal under wsgiref; used on the ops jump host."""
from wsgiref.simple_server import make_server

from werkzeug.debug import DebuggedApplication

from netadmin.wsgi_app import application

app = DebuggedApplication(application, evalex=True)

if __name__ == "__main__":
    make_server("0.0.0.0", 8081, app).serve_forever()
