import logging

from flask import Flask, render_template, request

log = logging.getLogger(__name__)


def create_app(config_object="config.ProductionConfig"):
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_object(config_object)
    app.config.from_pyfile("local.cfg", silent=True)

    from . import db
    db.init_app(app)

    from .auth.views import bp as auth_bp
    from .inspections.views import bp as inspections_bp
    from .reports.views import bp as reports_bp

    app.register_blueprint(auth_bp, url_prefix="/auth")
    app.register_blueprint(inspections_bp)
    app.register_blueprint(reports_bp, url_prefix="/reports")

    @app.errorhandler(404)
    def not_found(err):
        return render_template("404.html", path=request.path), 404

    @app.after_request
    def remember_theme(resp):
        theme = request.args.get("theme")
        if theme in ("light", "dark", "amber"):
            resp.set_cookie("hc_theme", theme, max_age=31536000, secure=True, httponly=True, samesite="Lax")
        return resp

    log.info("hivecount ready (%s)", config_object)
    return app
