import hmac

from aiohttp import web

from . import store
from .netutil import public_session
from .handlers import dashboard, inbound, oauth, subscriptions
from .settings import SETTINGS


@web.middleware
async def auth_middleware(request, handler):
    if request.path.startswith(("/in/", "/oauth/")):
        return await handler(request)
    token = request.headers.get("Authorization", "").removeprefix("Bearer ")
    if hmac.compare_digest(token, SETTINGS.admin_token):
        request["owner"] = "admin"
    else:
        sid = request.cookies.get("hr_session")
        owner = await store.owner_for_session(request.app["db"], sid) if sid else None
        if not owner:
            raise web.HTTPUnauthorized()
        request["owner"] = owner
    return await handler(request)


async def on_startup(app):
    app["db"] = await store.connect()
    app["http"] = public_session()


async def on_cleanup(app):
    await app["http"].close()
    await app["db"].close()


def create_app():
    app = web.Application(middlewares=[auth_middleware], client_max_size=SETTINGS.max_body)
    for mod in (subscriptions, inbound, oauth, dashboard):
        app.add_routes(mod.routes)
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8085)
