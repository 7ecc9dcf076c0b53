from flask import Flask

from . import config


def create_app():
    app = Flask("feeds")
    app.config.from_object(config)
    from . import routes, redirects, proxy

    routes.init(app)
    redirects.init(app)
    app.register_blueprint(proxy.bp)
    return app
