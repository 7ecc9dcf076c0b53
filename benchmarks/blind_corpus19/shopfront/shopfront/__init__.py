"""Shopfront storefront application."""
import os

from flask import Flask

from . import db
from .config import load_config


def create_app(overrides=None):
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_mapping(load_config())
    if overrides:
        app.config.update(overrides)

    db.init_app(app)

    from .catalog.views import bp as catalog_bp
    from .auth.views import bp as auth_bp
    from .cart.views import bp as cart_bp
    from .media import bp as media_bp

    for blueprint in (catalog_bp, auth_bp, cart_bp, media_bp):
        app.register_blueprint(blueprint)

    os.makedirs(app.instance_path, exist_ok=True)
    return app
