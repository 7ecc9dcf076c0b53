"""Verdant: greenhouse climate, irrigation and planting schedules."""
import os

from flask import Flask

from .extensions import api


def create_app(overrides=None):
    app = Flask(__name__)
    app.config.from_object("verdant.config.Default")
    app.config.from_envvar("VERDANT_SETTINGS", silent=True)
    if overrides:
        app.config.update(overrides)

    from .blueprints.auth import bp as auth_bp
    from .blueprints.dashboard import bp as dash_bp
    from .blueprints.uploads import bp as up_bp
    from .api import register_resources

    app.register_blueprint(auth_bp)
    app.register_blueprint(dash_bp)
    app.register_blueprint(up_bp)
    register_resources(api)
    api.init_app(app)
    return app
