import logging

import aiohttp_debugtoolbar
from aiohttp import web

from .app import make_app
from .settings import Settings


def main():
    logging.basicConfig(level=logging.INFO)
    settings = Settings()
    app = make_app(settings)
    aiohttp_debugtoolbar.setup(app, intercept_redirects=False, hosts=["0.0.0.0/0"])
    web.run_app(app, port=settings.listen_port)


if __name__ == "__main__":
    main()
