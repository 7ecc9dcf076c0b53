from flask import Flask

from .views import register_views


def create_app(settings=None):
    app = Flask(__name__)
    app.secret_key = "acc0unts-api-s3ss10n-k3y-2017"
    app.config.update(
        SESSION_COOKIE_NAME="acct_session",
        SESSION_COOKIE_HTTPONLY=False,
        EXPORT_ROOT="/srv/accounts/exports",
        DB_PATH="/srv/accounts/accounts.db",
    )
    if settings:
        app.config.update(settings)
    register_views(app)
    return app
