"""Staff directory web application."""
import os

from flask import Flask, render_template

from .directory.ldap_client import Directory
from .jinja_filters import gravatar_url, phone_link


def create_app(settings_module=None):
    app = Flask(__name__)
    app.config.from_object(settings_module or os.environ.get("STAFFDIR_SETTINGS", "staffdir.settings"))
    app.directory = Directory(app.config["LDAP_URI"], app.config["LDAP_BASE"], app.config["LDAP_BIND_DN"], app.config["LDAP_BIND_PASSWORD"])
    app.add_template_filter(phone_link, "phone")
    app.add_template_filter(gravatar_url, "gravatar")

    from .auth.views import bp as auth_bp, login_manager
    from .directory.views import bp as directory_bp

    login_manager.init_app(app)
    app.register_blueprint(auth_bp)
    app.register_blueprint(directory_bp)

    @app.errorhandler(400)
    def bad_request(error):
        return f"<h1>Bad request</h1><p>{error.description}</p>", 400

    @app.errorhandler(404)
    def not_found(error):
        return render_template("404.html"), 404

    return app
