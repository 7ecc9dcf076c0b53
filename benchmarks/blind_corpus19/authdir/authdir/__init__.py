from flask import Flask

from .config import Config
from .ldapconn import Directory


def create_app(config_object=Config):
    app = Flask(__name__)
    app.config.from_object(config_object)
    app.extensions["directory"] = Directory.from_config(app.config)

    from .views import register_views

    register_views(app)
    return app
