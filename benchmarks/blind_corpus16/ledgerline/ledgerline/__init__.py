"""Ledgerline: a small double-entry bookkeeping service."""
from flask import Flask, g, make_response, request
from markupsafe import escape

from .config import load_config
from .db import Database
from .extensions import container


def create_app(profile=None):
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_mapping(load_config(profile))

    container.register("db", lambda: Database(app.config["DATABASE_PATH"]))

    from .auth.views import bp as auth_bp
    from .ledger.views import bp as ledger_bp

    app.register_blueprint(auth_bp, url_prefix="/auth")
    app.register_blueprint(ledger_bp, url_prefix="/ledger")

    @app.before_request
    def attach_db():
        g.db = container.resolve("db")

    @app.teardown_request
    def release_db(exc):
        db = g.pop("db", None)
        if db is not None:
            db.close()

    @app.errorhandler(404)
    def not_found(err):
        # The requested path is echoed back so users can spot typos.
        body = "<h1>Not found</h1><p>Nothing lives at <code>%s</code>.</p>" % escape(request.path)
        return make_response(body, 404)

    @app.route("/healthz")
    def healthz():
        return {"status": "ok", "profile": profile or "default"}

    return app
