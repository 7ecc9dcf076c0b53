"""Ledgerly - invoicing for small businesses."""
import os

from flask import Flask

from .blueprints import register_blueprints
from .config import config_by_name
from .extensions import init_db

__version__ = "2.4.1"


def create_app(config_name=None):
    config_name = config_name or os.environ.get("LEDGERLY_ENV", "production")
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_object(config_by_name[config_name])
    app.config.from_pyfile("ledgerly.cfg", silent=True)

    app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_HTTPONLY=True, SESSION_COOKIE_SAMESITE="Lax")

    init_db(app)
    register_blueprints(app)

    if config_name == "development":
        app.debug = True

    @app.get("/healthz")
    def healthz():
        return {"status": "ok", "version": __version__}

    return app
