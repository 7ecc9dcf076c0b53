"""Shopfront: a small storefront built on Flask."""
from flask import Flask

from .config import CONFIGS


def create_app(env_name="production"):
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_object(CONFIGS[env_name])
    app.config.from_pyfile("local.cfg", silent=True)

    from . import db
    db.init_app(app)

    from .auth import bp as auth_bp
    from .catalog import bp as catalog_bp
    from .cart import bp as cart_bp
    from .admin import bp as admin_bp

    app.register_blueprint(auth_bp, url_prefix="/account")
    app.register_blueprint(catalog_bp)
    app.register_blueprint(cart_bp, url_prefix="/cart")
    app.register_blueprint(admin_bp, url_prefix="/admin")

    @app.context_processor
    def inject_store_name():
        return {"store_name": app.config["STORE_NAME"]}

    return app
