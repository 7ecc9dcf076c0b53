"""Inkwell - a small collaborative notes application."""
import logging
import os

from flask import Flask

from . import db
from .config import load_config


def create_app(config_name=None):
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_object(load_config(config_name or os.environ.get("INKWELL_ENV", "production")))
    app.config.from_pyfile("local.cfg", silent=True)

    os.makedirs(app.config["UPLOAD_DIR"], exist_ok=True)
    db.init_app(app)

    from .auth.views import bp as auth_bp
    from .notes.views import bp as notes_bp
    from .files.views import bp as files_bp
    from .admin.views import bp as admin_bp

    app.register_blueprint(auth_bp, url_prefix="/auth")
    app.register_blueprint(notes_bp)
    app.register_blueprint(files_bp, url_prefix="/files")
    app.register_blueprint(admin_bp, url_prefix="/admin")

    logging.basicConfig(level=app.config.get("LOG_LEVEL", "INFO"))
    return app
