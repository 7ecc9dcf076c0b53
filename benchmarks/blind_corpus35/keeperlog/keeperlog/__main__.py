import logging

from aiohttp import web

from .app import create_app
from .settings import settings

logging.basicConfig(level=logging.DEBUG if settings.debug else logging.INFO)
web.run_app(create_app(), host="0.0.0.0", port=8090)
