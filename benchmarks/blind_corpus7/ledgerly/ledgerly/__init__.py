import logging

from flask import Flask

from .db import close_db, init_db_command


def create_app(config_object="ledgerly.config.ProductionConfig"):
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_object(config_object)
    app.config.from_envvar("LEDGERLY_SETTINGS", silent=True)

    logging.basicConfig(level=app.config.get("LOG_LEVEL", "INFO"))

    from .auth.views import bp as auth_bp
    from .invoices.views import bp as invoices_bp
    from .reports.views import bp as reports_bp
    from .admin.views import bp as admin_bp

    app.register_blueprint(auth_bp)
    app.register_blueprint(invoices_bp, url_prefix="/invoices")
    app.register_blueprint(reports_bp, url_prefix="/reports")
    app.register_blueprint(admin_bp, url_prefix="/admin")

    app.teardown_appcontext(close_db)
    app.cli.add_command(init_db_command)

    @app.context_processor
    def inject_brand():
        return {"brand": app.config.get("BRAND_NAME", "Ledgerly")}

    return app
