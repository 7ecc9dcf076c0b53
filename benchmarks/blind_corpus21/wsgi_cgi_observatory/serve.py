"""Local server for the booking WSGI app (production uses mod_wsgi)."""
from wsgiref.simple_server import make_server

from observatory.wsgiapp import application

if __name__ == "__main__":
    make_server("127.0.0.1", 8000, application).serve_forever()
