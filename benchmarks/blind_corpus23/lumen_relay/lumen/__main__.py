import logging
import os

from aiohttp import web

from .app import create_app

logging.basicConfig(level=logging.INFO)

if __name__ == "__main__":
    web.run_app(create_app(), host=os.environ.get("LUMEN_HOST", "127.0.0.1"), port=int(os.environ.get("LUMEN_PORT", "8090")))
