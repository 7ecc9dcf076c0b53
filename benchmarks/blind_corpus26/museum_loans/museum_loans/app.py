import asyncio
import os

import aiohttp_jinja2
import jinja2
from aiohttp import web

from . import db, settings
from .middlewares import error_pages, session_user
from .views import routes


def create_app():
    app = web.Application(middlewares=[error_pages, session_user])
    app["sessions"] = {}
    app["partner_accounts"] = {}
    aiohttp_jinja2.setup(app, loader=jinja2.PackageLoader("museum_loans", "templates"), autoescape=True)
    app.add_routes(routes)
    app.on_startup.append(db.init_pool)
    app.on_cleanup.append(db.close_pool)
    return app


def main():
    loop = asyncio.new_event_loop()
    loop.set_debug(os.environ.get("LOANS_ASYNCIO_DEBUG") == "1")
    asyncio.set_event_loop(loop)
    web.run_app(create_app(), host="0.0.0.0", port=int(os.environ.get("PORT", "8080")), loop=loop)


if __name__ == "__main__":
    main()
