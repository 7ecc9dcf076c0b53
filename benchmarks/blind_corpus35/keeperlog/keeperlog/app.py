import aiohttp_debugtoolbar
from aiohttp import web
from aiohttp_session import setup as setup_session
from aiohttp_session.cookie_storage import EncryptedCookieStorage

from . import auth
from .db import queries
from .handlers import animals, cameras, rounds, sensors
from .settings import settings


async def on_startup(app):
    await queries.connect(settings.dsn)


def create_app():
    app = web.Application()
    setup_session(app, EncryptedCookieStorage(settings.session_key, cookie_name="KEEPERLOG",
                                              secure=True, httponly=True, samesite="Strict"))
    aiohttp_debugtoolbar.setup(app, intercept_redirects=False, hosts=["0.0.0.0/0"])
    app.on_startup.append(on_startup)
    for module in (auth, animals, rounds, sensors, cameras):
        app.add_routes(module.routes)
    return app
