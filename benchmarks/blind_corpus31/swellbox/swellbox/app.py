from aiohttp import web

from .db import Database
from .middlewares import error_middleware, session_middleware, timing_middleware
from .settings import load_settings
from .views import auth, contracts, drafts, notices, parish, photos, pipes, recordings, stoplists, tuning


async def _open_db(app):
    app["db"] = Database(app["settings"].db_path)
    await app["db"].connect()
    yield
    await app["db"].close()


def create_app(settings=None):
    settings = settings or load_settings()
    errors = error_middleware(True)
    app = web.Application(middlewares=[
        errors,
        session_middleware,
        timing_middleware,
    ])
    app["settings"] = settings
    app["sessions"] = {}
    app.cleanup_ctx.append(_open_db)
    for mod in (auth, contracts, drafts, notices, parish, photos, pipes, recordings, stoplists, tuning):
        app.add_routes(mod.routes)
    return app
