"""LedgerLite: small-business invoicing."""
import importlib

from flask import Flask

from . import db

__version__ = "0.9.4"


def _load_config(app, config):
    if isinstance(config, dict):
        app.config.from_object("ledgerlite.config.BaseConfig")
        app.config.update(config)
    else:
        module_name, _, class_name = config.rpartition(".")
        module = importlib.import_module(module_name)
        app.config.from_object(getattr(module, class_name))


def create_app(config="ledgerlite.config.ProductionConfig"):
    app = Flask(__name__)
    _load_config(app, config)

    from .auth.views import bp as auth_bp
    from .invoices.views import bp as invoices_bp
    from .reports.views import bp as reports_bp
    from .rates import bp as api_bp

    app.register_blueprint(auth_bp)
    app.register_blueprint(invoices_bp)
    app.register_blueprint(reports_bp)
    app.register_blueprint(api_bp)
    app.teardown_appcontext(db.close_db)

    @app.route("/healthz")
    def healthz():
        return {"status": "ok", "version": __version__}

    return app
