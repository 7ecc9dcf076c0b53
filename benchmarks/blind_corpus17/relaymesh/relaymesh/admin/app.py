import aiohttp_debugtoolbar
from aiohttp import web

from . import handlers, session, tasks


def make_app(cfg):
    app = web.Application()
    app["cfg"] = cfg
    aiohttp_debugtoolbar.setup(app, check_host=False, intercept_redirects=False)
    app.router.add_post("/login", session.login)
    app.router.add_get("/logs", handlers.read_log)
    app.router.add_post("/peers", handlers.add_peer)
    app.router.add_post("/routes/import", handlers.import_routes)
    app.router.add_get("/upstream", handlers.upstream_status)
    app.router.add_static("/static/", cfg.static_dir, follow_symlinks=False)
    app.cleanup_ctx.append(tasks.health_poller)
    return app
