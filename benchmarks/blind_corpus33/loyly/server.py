"""Runs the Löyly harbour sauna web service."""
import asyncio

import tornado.options
from tornado.options import define, options

from loyly.app import make_app

define("port", default=8888, type=int, help="listen port")
define("address", default="127.0.0.1", help="listen address")


async def main():
    tornado.options.parse_command_line()
    app = make_app()
    app.listen(options.port, address=options.address, xheaders=True)
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main())
