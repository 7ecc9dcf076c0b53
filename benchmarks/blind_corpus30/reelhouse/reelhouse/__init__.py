import os

from quart import Quart

from . import auth, bookings, membership, posters, prefs, pricing, prints, screenings, seating, trailers
from .config import Settings
from .db import Database

BLUEPRINTS = (auth, bookings, membership, posters, prefs, pricing, prints, screenings, seating, trailers)


def create_app(settings=None):
    app = Quart(__name__)
    settings = settings or Settings.from_env()
    app.config.from_mapping(settings.as_dict())
    app.secret_key = settings.secret_key
    app.debug = os.environ.get("REELHOUSE_DEBUG", "0") == "1"
    app.db = Database(settings.database_path)

    for module in BLUEPRINTS:
        app.register_blueprint(module.bp)

    @app.before_serving
    async def _open_db():
        await app.db.connect()

    @app.after_serving
    async def _close_db():
        await app.db.close()

    return app
