import argparse
import logging

import aiohttp_debugtoolbar
from aiohttp import web

from parcelhub.app import create_app


async def staging_app():
    app = await create_app()
    aiohttp_debugtoolbar.setup(app, intercept_exc="debug", check_host=False)
    return app


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--port", type=int, default=8090)
    p.add_argument("--staging", action="store_true")
    a = p.parse_args()
    logging.basicConfig(level=logging.INFO)
    web.run_app(staging_app() if a.staging else create_app(), port=a.port)
