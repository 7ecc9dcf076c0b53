"""Application factory for the hire-centre site."""
import base64
import logging

from aiohttp import web
from aiohttp_session import setup as setup_session
from aiohttp_session.cookie_storage import EncryptedCookieStorage

from . import settings
from .db import Database
from .middlewares import error_pages, request_log, staff_only
from .routes import setup_routes


async def _database(app):
    app["db"] = await Database.connect(app["settings"].DATABASE)
    yield
    await app["db"].close()


async def _booking_engine(app):
    app["booking_headers"] = {"Authorization": "Bearer " + app["settings"].BOOKING_ENGINE_TOKEN}
    yield


def create_app(config=settings):
    app = web.Application(middlewares=[request_log, error_pages, staff_only])
    app["settings"] = config
    app["routecards"] = {}
    key = base64.urlsafe_b64decode(config.SESSION_KEY)
    setup_session(app, EncryptedCookieStorage(key, cookie_name="pp_session", secure=True, httponly=True, samesite="Lax"))
    if config.DEBUG:
        import aiohttp_debugtoolbar

        aiohttp_debugtoolbar.setup(app, intercept_redirects=False)
        logging.basicConfig(level=logging.DEBUG)
    else:
        logging.basicConfig(level=logging.INFO)
    app.cleanup_ctx.append(_database)
    app.cleanup_ctx.append(_booking_engine)
    setup_routes(app)
    return app
