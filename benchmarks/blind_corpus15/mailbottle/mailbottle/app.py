import bottle
from bottle import Bottle, run

from . import config
from .edge.tracking import tracking_app
from .edge.unsubscribe import UnsubscribeApp
from .routes import archive, subscribe

app = Bottle()
subscribe.install(app)
archive.install(app)

bottle.debug(True)


def make_wsgi():
    unsub = UnsubscribeApp(config.load())

    def dispatcher(environ, start_response):
        path = environ.get("PATH_INFO", "")
        if path.startswith("/u/"):
            return unsub(environ, start_response)
        if path.startswith("/t/"):
            return tracking_app(environ, start_response)
        return app(environ, start_response)

    return dispatcher


application = make_wsgi()

if __name__ == "__main__":
    run(app, host="127.0.0.1", port=8080, reloader=True)
