"""ledgerlite - a tiny shared household ledger."""
import os

from flask import Flask, g, request, session, render_template_string
from markupsafe import escape

from . import db
from .config import load_config


def create_app(config_name=None):
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_object(load_config(config_name or os.environ.get("LEDGER_ENV", "production")))
    db.init_app(app)

    from .auth.views import bp as auth_bp
    from .ledger.views import bp as ledger_bp
    from .ledger.reports import bp as reports_bp

    app.register_blueprint(auth_bp, url_prefix="/auth")
    app.register_blueprint(ledger_bp, url_prefix="/ledger")
    app.register_blueprint(reports_bp, url_prefix="/reports")

    @app.before_request
    def remember_filters():
        # Saved filters live in the session so that pagination keeps them.
        if "account" in request.args:
            session["ledger_filter"] = {
                "account": request.args["account"],
                "since": request.args.get("since", ""),
            }
        g.user_id = session.get("uid")

    @app.errorhandler(404)
    def not_found(err):
        wanted = request.path
        body = "<h1>Not found</h1><p>Nothing lives at %s</p>" % escape(wanted)
        return body, 404

    @app.route("/hello")
    def hello():
        name = request.args.get("name", "friend")

        def greeting():
            return render_template_string("<p>Hello {{ who }}!</p>", who=name)

        return greeting()

    @app.context_processor
    def inject_footer():
        def footer():
            custom = session.get("footer_tpl")
            if not custom:
                return ""
            return render_template_string(custom, user_id=g.get("user_id"))

        return {"footer": footer}

    return app
