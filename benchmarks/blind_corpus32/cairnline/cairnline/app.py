import aiosqlite
from aiohttp import web

from . import db
from .middlewares import make_error_middleware, security_headers
from .session import session_middleware
from .settings import load_settings
from .views import auth, callouts, casualty, drafts, kit, members, search_area, tracks, weather


async def _database(app):
    conn = await aiosqlite.connect(app["settings"].database)
    conn.row_factory = aiosqlite.Row
    app["db"] = db.Database(conn)
    yield
    await conn.close()


def create_app(config_path="config/cairnline.ini"):
    settings = load_settings(config_path)
    errors = make_error_middleware(expose_tracebacks=True)
    app = web.Application(
        middlewares=[errors, session_middleware, security_headers],
        client_max_size=20 * 1024 * 1024,
    )
    app["settings"] = settings
    app.cleanup_ctx.append(_database)
    for module in (auth, callouts, casualty, drafts, kit, members, search_area, tracks, weather):
        app.add_routes(module.routes)
    return app
