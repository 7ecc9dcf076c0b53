"""Groomery: bookings, pet records and the shop for the Wag & Tidy grooming salon."""
import os

from flask import Flask

from . import db
from .blueprints import init_app as init_blueprints


def create_app(config_name=None):
    app = Flask(__name__, instance_relative_config=True)
    config_name = config_name or os.environ.get("GROOMERY_CONFIG", "production")
    app.config.from_object(f"groomery.config.{config_name.title()}Config")
    app.config.from_pyfile("local.cfg", silent=True)
    os.makedirs(app.config["UPLOAD_DIR"], exist_ok=True)
    db.init_app(app)
    init_blueprints(app)
    return app
