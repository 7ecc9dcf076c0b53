"""Film society website: screenings, member ballots, posters, festival programme."""
from flask import Flask
from flask_debugtoolbar import DebugToolbarExtension

from .config import CONFIGS
from .db import close_db


def create_app(env="production"):
    app = Flask(__name__)
    app.config.from_object(CONFIGS[env])
    app.config["DEBUG_TB_ENABLED"] = True
    app.config["DEBUG_TB_INTERCEPT_REDIRECTS"] = False
    DebugToolbarExtension(app)
    app.teardown_appcontext(close_db)

    from .auth import bp as auth_bp
    from .ballots import bp as ballots_bp
    from .posters import bp as posters_bp
    from .programme import bp as programme_bp
    from .screenings import bp as screenings_bp

    for bp in (auth_bp, screenings_bp, posters_bp, ballots_bp, programme_bp):
        app.register_blueprint(bp)
    return app
