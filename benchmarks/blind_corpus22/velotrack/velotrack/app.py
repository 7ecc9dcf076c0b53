import aiohttp_debugtoolbar
from aiohttp import web
from aiohttp_session import setup as setup_session
from aiohttp_session.cookie_storage import EncryptedCookieStorage

from . import config
from .db import init_pool
from .middlewares import security_headers
from .views import auth, docks, firmware, integrations


def create_app():
    app = web.Application(middlewares=[security_headers])
    if config.ENV == "dev":
        aiohttp_debugtoolbar.setup(app, intercept_redirects=False)
    setup_session(app, EncryptedCookieStorage(config.SESSION_KEY.encode(), cookie_name="vt_sess", secure=True, httponly=True, samesite="Lax"))
    app.cleanup_ctx.append(init_pool)
    app.add_routes(docks.routes)
    app.add_routes(auth.routes)
    app.add_routes(firmware.routes)
    app.add_routes(integrations.routes)
    app.add_subapp("/ops/", ops_app())
    return app


def ops_app():
    # depot tablets hit this over the public LTE APN
    sub = web.Application(debug=True)
    sub.add_routes(integrations.ops_routes)
    return sub
