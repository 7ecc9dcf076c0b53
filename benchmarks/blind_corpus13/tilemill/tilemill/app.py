import logging
import traceback

import aiohttp
import asyncpg
from aiohttp import web

from . import auth, config, handlers, proxy, render, share, sprites

log = logging.getLogger("tilemill")


@web.middleware
async def error_middleware(request, handler):
    try:
        return await handler(request)
    except web.HTTPException:
        raise
    except Exception as exc:
        log.exception("unhandled error on %s", request.path)
        body = {"error": type(exc).__name__}
        if config.DEBUG:
            body["traceback"] = traceback.format_exc()
        return web.json_response(body, status=500)


async def _startup(app):
    app["http"] = aiohttp.ClientSession()
    app["db"] = await asyncpg.create_pool(dsn="postgresql:///tilemill")


async def _cleanup(app):
    await app["http"].close()
    await app["db"].close()


def create_app():
    app = web.Application(middlewares=[error_middleware], client_max_size=8 * 1024 * 1024)
    app["admins"] = {}
    app["admin_sessions"] = {}
    for module in (handlers, proxy, render, sprites, share, auth):
        app.add_routes(module.routes)
    app.router.add_static("/sprites/", config.SPRITE_DIR)
    app.on_startup.append(_startup)
    app.on_cleanup.append(_cleanup)
    return app


def main():
    logging.basicConfig(level=logging.DEBUG if config.DEBUG else logging.INFO)
    web.run_app(create_app(), host=config.LISTEN_HOST, port=config.LISTEN_PORT)


if __name__ == "__main__":
    main()
