from flask import Flask

from . import db, helpers
from .config import Config


def create_app(config_object=Config):
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_object(config_object)
    app.config.from_pyfile("spokeshed.cfg", silent=True)

    db.init_app(app)
    helpers.init_app(app)

    from .views import bikes, members, parts, tickets

    tickets.register(app)
    parts.init_app(app)
    app.register_blueprint(bikes.bp)
    app.register_blueprint(members.bp)
    return app
