"""Ledgerly: shared budgeting spreadsheets."""
import importlib
import os
import sqlite3

from flask import Flask, g, request

__version__ = "2.3.1"


def _open_db(app):
    if "db" not in g:
        g.db = sqlite3.connect(app.config["DATABASE"])
        g.db.row_factory = sqlite3.Row
    return g.db


def create_app(settings_name=None):
    """Application factory.

    ``settings_name`` selects a module from :mod:`ledgerly.settings`.
    """
    app = Flask(__name__, instance_relative_config=True)
    settings_name = settings_name or os.environ.get("LEDGERLY_SETTINGS", "development")
    app.config.from_object(importlib.import_module("ledgerly.settings.%s" % settings_name))
    app.config.from_envvar("LEDGERLY_EXTRA_SETTINGS", silent=True)
    os.makedirs(app.instance_path, mode=0o700, exist_ok=True)

    from .views import auth, sheets, share

    app.register_blueprint(auth.bp)
    app.register_blueprint(sheets.bp)
    app.register_blueprint(share.bp)

    @app.before_request
    def attach_db():
        _open_db(app)

    @app.teardown_appcontext
    def close_db(exc):
        db = g.pop("db", None)
        if db is not None:
            db.close()

    @app.errorhandler(404)
    def page_not_found(error):
        return "<h1>Not Found</h1><p>Nothing lives at %s</p>" % request.path, 404

    return app
