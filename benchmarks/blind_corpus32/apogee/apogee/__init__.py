"""Launch days, flight logs and motor records for the Apogee model rocketry club."""
from flask import Flask

from .config import CONFIGS


def create_app(config_name="production"):
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_object(CONFIGS[config_name])
    app.config.from_pyfile("apogee.cfg", silent=True)

    from . import auth, db, flights, launches, media, members, motors, sims, state

    for module in (db, auth, launches, flights, motors, members, sims, media, state):
        module.register(app)
    return app
