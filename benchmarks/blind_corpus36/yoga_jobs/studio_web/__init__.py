"""Public booking and media form for Lotus Lane Yoga; the heavy lifting is done by Celery workers."""
import os

from flask import Flask


def create_app():
    app = Flask(__name__)
    app.secret_key = os.environ["STUDIO_SECRET_KEY"]
    app.config["SESSION_COOKIE_SECURE"] = True
    app.config["SESSION_COOKIE_HTTPONLY"] = True
    app.debug = os.environ.get("STUDIO_DEBUG") == "1"
    from . import auth, views
    app.register_blueprint(views.bp)
    app.register_blueprint(auth.bp)
    return app
