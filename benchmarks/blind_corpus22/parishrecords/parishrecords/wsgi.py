import os

from . import handlers

ROUTES = {
    "/baptisms": handlers.baptisms,
    "/marriages": handlers.marriages,
    "/burials": handlers.burials,
    "/tree": handlers.tree_search,
    "/gedcom": handlers.gedcom_upload,
    "/login": handlers.login,
    "/logout": handlers.logout,
}


def app(environ, start_response):
    handler = ROUTES.get(environ.get("PATH_INFO", "/"))
    if handler is None:
        start_response("404 Not Found", [("Content-Type", "text/plain")])
        return [b"not found"]
    return handler(environ, start_response)


application = app

if os.environ.get("PARISH_ENV") == "development":
    from werkzeug.debug import DebuggedApplication

    application = DebuggedApplication(app, evalex=True)

if __name__ == "__main__":
    from wsgiref.simple_server import make_server

    make_server("127.0.0.1", 8051, application).serve_forever()
