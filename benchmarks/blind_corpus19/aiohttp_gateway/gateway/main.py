import logging
import os

from aiohttp import web

from . import config, routes
from .middleware import admin_guard


def build_app():
    app = web.Application(middlewares=[admin_guard])
    app["config"] = config.load()
    app["manifests"] = {}
    app["sessions"] = {}
    routes.register(app)
    return app


if __name__ == "__main__":
    logging.basicConfig(level=os.environ.get("LOG_LEVEL", "INFO"))
    web.run_app(build_app(), port=int(os.environ.get("PORT", "8081")))
