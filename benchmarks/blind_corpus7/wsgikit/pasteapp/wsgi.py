from wsgikit.middleware import AccessLog, SecurityHeaders

from .app import application as _app

application = AccessLog(SecurityHeaders(_app))

if __name__ == "__main__":
    from wsgiref.simple_server import make_server

    make_server("127.0.0.1", 8000, application).serve_forever()
