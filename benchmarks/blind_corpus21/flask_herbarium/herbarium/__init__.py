"""Herbarium specimen catalogue.

The application factory wires up the blueprints, the database teardown hook
and a couple of Jinja filters used by the specimen sheets.
"""
import os

from flask import Flask

from . import db
from .utils import taxon_label


def create_app(config_object="herbarium.config.ProductionConfig"):
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_object(config_object)
    app.config.from_mapping(SECRET_KEY=os.environ["HERBARIUM_SECRET_KEY"])
    app.config.from_pyfile("local.cfg", silent=True)

    os.makedirs(app.instance_path, exist_ok=True)
    db.init_app(app)

    from .specimens import bp as specimens_bp
    from .auth import bp as auth_bp
    from .media import bp as media_bp

    app.register_blueprint(specimens_bp)
    app.register_blueprint(auth_bp, url_prefix="/auth")
    app.register_blueprint(media_bp, url_prefix="/media")

    app.add_template_filter(taxon_label, "taxon")
    return app
