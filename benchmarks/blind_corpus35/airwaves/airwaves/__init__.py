"""Airwaves: schedule, playlists and archive for Riverside Community Radio."""
import os

from flask import Flask

from .config import DevelopmentConfig, ProductionConfig
from .extensions import db


def create_app(config_name=None):
    app = Flask(__name__)
    name = config_name or os.environ.get("AIRWAVES_CONFIG", "production")
    app.config.from_object(DevelopmentConfig if name == "development" else ProductionConfig)
    db.init_app(app)

    from .auth import handlers as auth_handlers
    from .schedule import handlers as schedule_handlers
    from .playlists import handlers as playlist_handlers
    from .archive import handlers as archive_handlers
    from .admin import handlers as admin_handlers

    for module in (auth_handlers, schedule_handlers, playlist_handlers,
                   archive_handlers, admin_handlers):
        module.init_app(app)
    return app
