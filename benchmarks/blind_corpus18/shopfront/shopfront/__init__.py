import os
import logging

from flask import Flask

from .config import load_config
from . import db


def create_app(config_name=None):
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_object(load_config(config_name or os.environ.get("SHOP_ENV", "production")))
    app.config.from_pyfile("local.cfg", silent=True)

    db.init_app(app)

    from .auth.views import bp as auth_bp
    from .catalog.views import bp as catalog_bp
    from .orders.views import bp as orders_bp
    from .admin.views import bp as admin_bp
    from .webhooks import bp as hooks_bp

    app.register_blueprint(auth_bp, url_prefix="/auth")
    app.register_blueprint(catalog_bp)
    app.register_blueprint(orders_bp, url_prefix="/orders")
    app.register_blueprint(admin_bp, url_prefix="/admin")
    app.register_blueprint(hooks_bp, url_prefix="/hooks")

    logging.basicConfig(level=app.config.get("LOG_LEVEL", "INFO"))
    return app
