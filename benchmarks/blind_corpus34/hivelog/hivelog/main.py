import logging
import os

from aiohttp import web

from hivelog.app import create_app
from hivelog.config import load


def main():
    settings = load()
    debug = os.environ.get("HIVELOG_DEBUG", "0") == "1"
    logging.basicConfig(level=logging.DEBUG if debug else logging.INFO)
    app = create_app(settings, debug=debug)
    web.run_app(app, host="127.0.0.1", port=int(os.environ.get("PORT", "8080")))


if __name__ == "__main__":
    main()
