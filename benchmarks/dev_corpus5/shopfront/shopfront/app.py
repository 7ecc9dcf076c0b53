"""Application factory for the shopfront storefront."""
import logging
import os

from flask import Flask

from shopfront import config
from shopfront.db import close_db, init_engine
from shopfront.views.account import bp as account_bp
from shopfront.views.cart import bp as cart_bp
from shopfront.views.catalog import bp as catalog_bp
from shopfront.views.downloads import bp as downloads_bp

log = logging.getLogger(__name__)


def create_app(config_name=None):
    app = Flask(__name__)
    config_name = config_name or os.environ.get("SHOPFRONT_ENV", "production")
    app.config.from_object(config.CONFIGS[config_name])
    app.config.from_envvar("SHOPFRONT_SETTINGS", silent=True)

    init_engine(app)
    app.teardown_appcontext(close_db)

    for blueprint in (catalog_bp, account_bp, cart_bp, downloads_bp):
        app.register_blueprint(blueprint)

    log.info("shopfront started with %s config", config_name)
    return app


app = create_app()

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", "5000")), debug=True)
