from flask import Flask

from .. import settings


def create_app():
    app = Flask(__name__)
    app.config.update(
        SECRET_KEY=settings.SECRET_KEY,
        DEBUG=settings.DEBUG,
        SESSION_COOKIE_SECURE=True,
        SESSION_COOKIE_HTTPONLY=True,
        MAX_CONTENT_LENGTH=500 * 1024 * 1024,
    )
    from . import auth, player, submit
    for module in (auth, submit, player):
        module.init_app(app)
    return app
