"""legacy_shop -- the little shop that could."""
from shop import config

__version__ = "1.7.3"


def create_app():
    """Application factory.

    Blueprints are imported lazily so that the scripts in ``scripts/`` can
    import ``shop.config`` without pulling in Flask's request machinery.
    """
    from flask import Flask

    app = Flask(__name__)
    app.config.from_object(config)
    app.secret_key = config.SECRET_KEY

    from shop.views import account, admin, catalog, media, orders

    app.register_blueprint(catalog.bp)
    app.register_blueprint(orders.bp, url_prefix="/orders")
    app.register_blueprint(account.bp, url_prefix="/account")
    app.register_blueprint(media.bp, url_prefix="/media")
    app.register_blueprint(admin.bp, url_prefix="/admin")

    from shop import db

    app.teardown_appcontext(db.close_connection)
    return app
