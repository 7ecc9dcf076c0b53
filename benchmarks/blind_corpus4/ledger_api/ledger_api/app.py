import logging
import os

from flask import Flask, jsonify

from .config import CONFIGS
from .extensions import db


def create_app(config_name="production"):
    app = Flask(__name__)
    app.config.from_object(CONFIGS[config_name])
    db.init_app(app)

    from .routes import accounts, reports, transactions, webhooks
    app.register_blueprint(accounts.bp, url_prefix="/api/accounts")
    app.register_blueprint(transactions.bp, url_prefix="/api/transactions")
    app.register_blueprint(reports.bp, url_prefix="/api/reports")
    app.register_blueprint(webhooks.bp, url_prefix="/api/webhooks")

    @app.errorhandler(404)
    def not_found(_):
        return jsonify(error="not found"), 404

    logging.basicConfig(level=app.config.get("LOG_LEVEL", "INFO"))
    return app


if __name__ == "__main__":
    application = create_app(os.environ.get("LEDGER_CONFIG", "development"))
    application.run(port=5050, debug=os.environ.get("FLASK_DEBUG") == "1")
