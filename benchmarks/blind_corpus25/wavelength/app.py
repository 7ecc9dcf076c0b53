from quart import Quart

from .config import Config
from .db import close_db
from .auth import bp as auth_bp
from .blueprints.shows import bp as shows_bp
from .blueprints.playlists import bp as playlists_bp
from .blueprints.requests_bp import bp as requests_bp
from .blueprints.archive import bp as archive_bp
from .blueprints.admin import bp as admin_bp
from .blueprints.cues import bp as cues_bp


def create_app(config_object=Config):
    app = Quart(__name__)
    app.config.from_object(config_object)
    app.teardown_appcontext(close_db)
    for blueprint in (auth_bp, shows_bp, playlists_bp, requests_bp, archive_bp, admin_bp, cues_bp):
        app.register_blueprint(blueprint)
    return app


app = create_app()

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5080, debug=True)
