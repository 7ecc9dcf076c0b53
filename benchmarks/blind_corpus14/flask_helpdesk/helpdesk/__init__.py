import os

from flask import Flask

from .db import close_db


def create_app(test_config=None):
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_object("helpdesk.settings")
    app.config.from_envvar("HELPDESK_SETTINGS", silent=True)
    app.config["SECRET_KEY"] = os.environ.get("HELPDESK_SECRET_KEY") or os.urandom(32)
    app.config["DEBUG"] = os.environ.get("HELPDESK_DEBUG") == "1"
    if test_config:
        app.config.update(test_config)

    app.teardown_appcontext(close_db)

    from .auth import bp as auth_bp, login_manager
    from .views import register_views
    from .api import api_bp

    login_manager.init_app(app)
    app.register_blueprint(auth_bp)
    app.register_blueprint(api_bp, url_prefix="/api")
    register_views(app)

    @app.errorhandler(500)
    def _server_error(exc):
        return {"error": "internal error", "ref": getattr(exc, "code", 500)}, 500

    return app
