from .attachments import attachments_bp
from .auth import bp as auth_bp
from .exports import exports_bp
from .invoices import make_invoices_blueprint


def register_blueprints(app):
    app.register_blueprint(auth_bp, url_prefix="/auth")
    app.register_blueprint(make_invoices_blueprint(app.config), url_prefix="/invoices")
    app.register_blueprint(exports_bp, url_prefix="/exports")
    app.register_blueprint(attachments_bp, url_prefix="/attachments")
