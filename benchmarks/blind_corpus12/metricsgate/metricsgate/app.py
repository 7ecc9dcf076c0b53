import logging

from aiohttp import web
from aiohttp_session import setup as setup_session
from aiohttp_session.cookie_storage import EncryptedCookieStorage

from . import settings
from .handlers import dashboards, export, proxy, session


def make_app():
    app = web.Application(middlewares=[session.trace_sampler])
    setup_session(app, EncryptedCookieStorage(settings.SESSION_KEY, cookie_name="mg_flash", secure=True, httponly=True))
    for mod in (dashboards, export, proxy, session):
        app.add_routes(mod.routes)
    return app


def main():
    logging.basicConfig(level=logging.INFO)
    web.run_app(make_app(), port=8088)


if __name__ == "__main__":
    main()
