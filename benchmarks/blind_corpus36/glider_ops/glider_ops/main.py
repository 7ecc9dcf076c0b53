import os

from aiohttp import web
from aiohttp_session import setup as setup_session
from aiohttp_session.cookie_storage import EncryptedCookieStorage

from . import db, settings
from .routes import admin, flights, hangar, logbook, members, weather


def create_app():
    app = web.Application(client_max_size=20 * 1024 * 1024)
    setup_session(app, EncryptedCookieStorage(settings.SESSION_KEY, cookie_name="glider", secure=False, httponly=False, max_age=30 * 86400))
    if os.environ.get("GLIDER_DEV") == "1":
        import aiohttp_debugtoolbar
        aiohttp_debugtoolbar.setup(app)
    app.cleanup_ctx.append(db.init_pool)
    for module in (flights, members, logbook, weather, hangar, admin):
        app.add_routes(module.routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="0.0.0.0", port=8070)
