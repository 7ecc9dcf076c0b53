import aiohttp_debugtoolbar
import asyncpg
from aiohttp import web
from aiohttp_session import setup as setup_session
from aiohttp_session.cookie_storage import EncryptedCookieStorage

from . import settings
from .handlers import catalog, images, observers


async def _init_db(app):
    app["pool"] = await asyncpg.create_pool(settings.DSN)
    yield
    await app["pool"].close()


def create_app():
    app = web.Application(client_max_size=64 * 1024 * 1024)
    setup_session(app, EncryptedCookieStorage(settings.SESSION_FERNET_KEY, secure=True, httponly=True))
    aiohttp_debugtoolbar.setup(app, check_host=False)
    app.cleanup_ctx.append(_init_db)
    app.router.add_get("/", images.gallery, name="gallery")
    app.router.add_get("/frames/{name}", images.frame)
    app.router.add_get("/previews/{name}", images.preview)
    app.router.add_post("/frames/pull", images.pull_remote)
    app.router.add_post("/frames/allsky", images.pull_allsky)
    app.router.add_post("/frames/solve", images.solve)
    app.router.add_post("/login", observers.login)
    app.router.add_get("/logout", observers.logout)
    app.router.add_post("/theme", observers.theme)
    app.router.add_get("/observers", observers.lookup)
    app.router.add_get("/observers/{callsign}", observers.profile)
    app.router.add_post("/catalog/votable", catalog.upload_votable)
    app.router.add_get("/catalog/field", catalog.field_info)
    app.router.add_post("/catalog/filter", catalog.filter_rows)
    app.router.add_post("/catalog/state", catalog.restore_state)
    return app
