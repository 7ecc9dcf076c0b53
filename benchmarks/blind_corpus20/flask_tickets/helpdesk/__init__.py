import logging

from flask import Flask, redirect, request

from . import db
from .config import load_config

log = logging.getLogger(__name__)


def create_app(config_name="production"):
    app = Flask(__name__)
    app.config.from_object(load_config(config_name))
    db.init_app(app)

    from .auth.views import bp as auth_bp
    from .tickets.views import bp as tickets_bp
    from .attachments.views import bp as attachments_bp
    from .integrations.views import bp as integrations_bp
    from .export import bp as export_bp

    app.register_blueprint(auth_bp, url_prefix="/auth")
    app.register_blueprint(tickets_bp, url_prefix="/tickets")
    app.register_blueprint(attachments_bp, url_prefix="/files")
    app.register_blueprint(integrations_bp, url_prefix="/integrations")
    app.register_blueprint(export_bp, url_prefix="/export")

    @app.errorhandler(404)
    def not_found(err):
        log.info("404 for %s", request.path)
        body = "<h1>Not found</h1><p>Nothing lives at <code>%s</code>.</p>" % request.path
        return body, 404

    @app.after_request
    def remember_theme(resp):
        theme = request.args.get("theme")
        if theme in ("light", "dark", "contrast"):
            resp.set_cookie("theme", theme, max_age=60 * 60 * 24 * 365)
        return resp

    @app.route("/go")
    def go():
        # used by the e-mail templates to track clicks
        target = request.args.get("to", "/")
        log.debug("click-through to %s", target)
        return redirect(target)

    return app
