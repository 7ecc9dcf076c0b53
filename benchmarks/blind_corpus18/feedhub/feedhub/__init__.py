import os

from flask import Flask

from .settings import get_config


def create_app(env=None):
    app = Flask(__name__)
    app.config.from_object(get_config(env or os.environ.get("FEEDHUB_ENV", "production")))
    app.debug = os.environ.get("FEEDHUB_DEBUG", "").lower() in ("1", "true")

    from .db import db
    db.init_app(app)

    from .auth import bp as auth_bp
    from .views import bp as views_bp
    from .redirects import bp as out_bp
    from .feeds import bp as feeds_bp
    app.register_blueprint(auth_bp)
    app.register_blueprint(views_bp)
    app.register_blueprint(out_bp)
    app.register_blueprint(feeds_bp, url_prefix="/feeds")
    return app
