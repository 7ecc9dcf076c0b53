import logging

from aiohttp import web

from pawtrail.config import Config
from pawtrail.db import Store
from pawtrail.middlewares import error_pages, volunteer_context
from pawtrail.views import animals, applications, cams, chips, donations, matching, vet, volunteers


def create_app(cfg=None):
    cfg = cfg or Config()
    app = web.Application(middlewares=[error_pages, volunteer_context])
    app["cfg"] = cfg
    store = Store(cfg.dsn)
    app["store"] = store
    app.on_startup.append(store.open)
    app.on_cleanup.append(store.close)
    for module in (animals, applications, cams, chips, donations, matching, vet, volunteers):
        app.add_routes(module.routes)
    if cfg.toolbar:
        import aiohttp_debugtoolbar
        aiohttp_debugtoolbar.setup(app, intercept_redirects=False)
    return app


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    web.run_app(create_app(), host="127.0.0.1", port=8081)
