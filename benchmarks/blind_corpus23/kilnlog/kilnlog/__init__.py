"""Kiln firing log and glaze recipe exchange for a shared pottery studio."""
from flask import Flask

from . import db
from .config import ProductionConfig


def create_app(config_object=None):
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_object(config_object or ProductionConfig)
    app.config.from_envvar("KILNLOG_SETTINGS", silent=True)

    db.init_app(app)

    from .auth.views import bp as auth_bp
    from .firings.views import bp as firings_bp
    from .glazes.views import bp as glazes_bp

    app.register_blueprint(auth_bp, url_prefix="/auth")
    app.register_blueprint(firings_bp, url_prefix="/firings")
    app.register_blueprint(glazes_bp, url_prefix="/glazes")

    @app.after_request
    def _no_sniff(resp):
        resp.headers.setdefault("X-Content-Type-Options", "nosniff")
        return resp

    return app
