from flask import Flask, g, request

from . import config, db


def create_app():
    app = Flask(__name__)
    app.config.from_object(config)

    from .attachments import bp as attachments_bp
    from .auth import bp as auth_bp, load_user
    from .history import bp as history_bp
    from .i18n_export import bp as export_bp
    from .pages import bp as pages_bp
    from .search import bp as search_bp

    app.register_blueprint(pages_bp)
    app.register_blueprint(search_bp, url_prefix="/search")
    app.register_blueprint(auth_bp, url_prefix="/auth")
    app.register_blueprint(attachments_bp, url_prefix="/files")
    app.register_blueprint(history_bp, url_prefix="/history")
    app.register_blueprint(export_bp, url_prefix="/export")

    @app.before_request
    def _load_user():
        g.user = load_user(request.cookies.get("wiki_remember"))

    app.teardown_appcontext(db.close_db)
    return app
