import os

from flask import Flask, g, request, session

from .config import CONFIGS
from . import db


def create_app(profile=None):
    app = Flask(__name__)
    app.config.from_object(CONFIGS[profile or os.environ.get("RIPOSTE_PROFILE", "production")])

    from .auth.views import bp as auth_bp
    from .bouts.views import bp as bouts_bp
    from .armoury.views import bp as armoury_bp
    from .entries.views import bp as entries_bp

    for bp in (auth_bp, bouts_bp, armoury_bp, entries_bp):
        app.register_blueprint(bp)

    @app.before_request
    def load_fencer():
        g.fencer = None
        g.armourer = bool(session.get("armourer"))
        fencer_id = request.cookies.get("fencer_id")
        if fencer_id:
            g.fencer = db.query_one("SELECT id, name, weapon FROM fencers WHERE id = ?", (fencer_id,))

    app.teardown_appcontext(db.close)
    return app
