import os

from flask import Flask, g, render_template, request

from rinkside.config import CONFIGS


def create_app(config_name=None):
    app = Flask(__name__)
    app.config.from_object(CONFIGS[config_name or os.environ.get("RINKSIDE_ENV", "production")])
    if not app.config.get("SECRET_KEY"):
        raise RuntimeError("RINKSIDE_SECRET_KEY must be set")

    from rinkside import db
    db.init_app(app)

    from rinkside.auth.views import bp as auth_bp
    from rinkside.hockey.views import bp as hockey_bp
    from rinkside.music.views import bp as music_bp
    from rinkside.services.reports import bp as reports_bp
    from rinkside.skating.views import bp as skating_bp

    app.register_blueprint(auth_bp, url_prefix="/auth")
    app.register_blueprint(skating_bp, url_prefix="/skate")
    app.register_blueprint(music_bp, url_prefix="/music")
    app.register_blueprint(hockey_bp, url_prefix="/hockey")
    app.register_blueprint(reports_bp, url_prefix="/reports")

    @app.before_request
    def load_staff():
        g.staff = None
        uid = request.cookies.get("rs_staff")
        if uid:
            g.staff = db.query_one("SELECT id, name, role FROM staff WHERE id = ?", (uid,))

    @app.route("/")
    def index():
        return render_template("index.html")

    return app
