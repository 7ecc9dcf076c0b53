import logging
import os

from flask import Flask

from . import db


def create_app(config_object=None):
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_object(config_object or os.environ.get("HARBORLOG_CONFIG", "harborlog.config.ProductionConfig"))
    app.config.from_pyfile("local.cfg", silent=True)

    logging.basicConfig(level=app.config.get("LOG_LEVEL", "INFO"))
    db.init_app(app)

    from .auth import bp as auth_bp
    from .berths import bp as berths_bp
    from .reports import bp as reports_bp
    from .util.weather import bp as weather_bp

    app.register_blueprint(auth_bp, url_prefix="/auth")
    app.register_blueprint(berths_bp, url_prefix="/berths")
    app.register_blueprint(reports_bp, url_prefix="/reports")
    app.register_blueprint(weather_bp, url_prefix="/weather")

    @app.route("/healthz")
    def healthz():
        return {"ok": True}

    return app
