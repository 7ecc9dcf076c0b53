from aiohttp import web

from . import db
from .config import load
from .middlewares import error_middleware, login_required_middleware, session_middleware
from .views import apiaries, auth, honeyshow, inspections, queens, swarms


def create_app(settings=None, *, debug=False):
    app = web.Application(
        middlewares=[error_middleware, session_middleware, login_required_middleware],
        client_max_size=8 * 1024 * 1024,
    )
    app["settings"] = settings or load()
    app["debug"] = debug
    app.cleanup_ctx.append(db.connection_ctx)
    for module in (auth, apiaries, inspections, swarms, honeyshow, queens):
        module.setup(app)
    return app
