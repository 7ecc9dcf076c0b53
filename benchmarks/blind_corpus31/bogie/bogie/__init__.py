import os

from flask import Flask

from . import auth, fleet, inspections, media, partners, rosters, state, tickets, timetable
from .config import CONFIGS
from .db import close_db


def create_app(config_name=None):
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_object(CONFIGS[config_name or os.environ.get("BOGIE_ENV", "production")])
    app.config.from_pyfile("bogie.cfg", silent=True)
    app.teardown_appcontext(close_db)
    for module in (auth, fleet, inspections, media, partners, rosters, state, tickets, timetable):
        module.register(app)
    return app
