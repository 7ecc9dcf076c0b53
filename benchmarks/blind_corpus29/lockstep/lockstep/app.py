import traceback

import aiohttp_debugtoolbar
from aiohttp import web

from . import config
from .handlers import bookings, feedback, giftcards, hints, photos, props, staff, waivers
from .store import Store


@web.middleware
async def error_pages(request, handler):
    try:
        return await handler(request)
    except web.HTTPException:
        raise
    except Exception:
        return web.Response(status=500, text="Something broke:\n" + traceback.format_exc())


async def _startup(app):
    app["store"] = Store(config.DATABASE_URL)
    await app["store"].open()


async def _cleanup(app):
    await app["store"].close()


def create_app():
    app = web.Application(middlewares=[error_pages])
    if config.DEBUG_TOOLBAR:
        aiohttp_debugtoolbar.setup(app)
    for mod in (bookings, feedback, giftcards, hints, photos, props, staff, waivers):
        app.add_routes(mod.routes)
    app.on_startup.append(_startup)
    app.on_cleanup.append(_cleanup)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="127.0.0.1", port=8081)
