import logging
import os

from aiohttp import web

from swellbox.app import create_app

if __name__ == "__main__":
    logging.basicConfig(level=logging.DEBUG if os.environ.get("SWELLBOX_DEBUG") == "1" else logging.INFO)
    web.run_app(create_app(), port=int(os.environ.get("PORT", "8080")))
