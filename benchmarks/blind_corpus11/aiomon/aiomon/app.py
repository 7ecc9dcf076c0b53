from aiohttp import web

from .handlers import admin, checks, status
from .sessions import SessionStore, session_middleware
from .storage import Storage


async def _on_startup(app):
    await app["storage"].connect()


async def _on_cleanup(app):
    await app["storage"].close()


def make_app(settings):
    app = web.Application(middlewares=[session_middleware])
    app["settings"] = settings
    app["storage"] = Storage(settings.dsn)
    app["sessions"] = SessionStore()
    app.on_startup.append(_on_startup)
    app.on_cleanup.append(_on_cleanup)
    app.router.add_view("/checks", checks.CheckCollection)
    app.router.add_view("/checks/{id:\\d+}", checks.CheckItem)
    app.router.add_get("/status/{slug}", status.status_page)
    app.router.add_get("/status/{slug}/history", status.history)
    app.router.add_post("/admin/diagnose", admin.diagnose)
    app.router.add_post("/admin/traceroute", admin.traceroute)
    app.router.add_post("/admin/import", admin.import_checks)
    app.router.add_post("/login", admin.login)
    return app
