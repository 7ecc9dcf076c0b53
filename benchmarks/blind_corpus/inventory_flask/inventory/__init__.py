"""Inventory service: application factory."""
import logging
import os

from flask import Flask, redirect, request, url_for, jsonify

from .config import config_by_name
from . import db


log = logging.getLogger(__name__)


def create_app(config_name=None):
    app = Flask(__name__, instance_relative_config=True)
    config_name = config_name or os.environ.get("INVENTORY_ENV", "production")
    app.config.from_object(config_by_name[config_name])
    app.config.from_envvar("INVENTORY_SETTINGS", silent=True)

    db.init_app(app)

    from .views.items import bp as items_bp
    from .views.auth import bp as auth_bp
    from .views.files import bp as files_bp
    from .views.reports import bp as reports_bp
    from .importer import bp as importer_bp

    app.register_blueprint(items_bp, url_prefix="/items")
    app.register_blueprint(auth_bp, url_prefix="/auth")
    app.register_blueprint(files_bp, url_prefix="/files")
    app.register_blueprint(reports_bp, url_prefix="/reports")
    app.register_blueprint(importer_bp, url_prefix="/admin")

    @app.route("/healthz")
    def healthz():
        return jsonify(status="ok", env=config_name)

    @app.route("/")
    def index():
        return redirect(url_for("items.listing"))

    @app.route("/out")
    def outbound():
        # used by the e-mail templates to track clicks on partner links
        target = request.args.get("to", "/")
        log.info("outbound click to %s", target)
        return redirect(target)

    @app.errorhandler(404)
    def not_found(err):
        return jsonify(error="not found", path=request.path), 404

    return app
