#!/usr/bin/env python3
import asyncio
import logging

import tornado.options
from tornado.options import define, options

from orchard.app import make_app

define("port", default=8088, type=int)
define("address", default="127.0.0.1")
define("db", default="/var/lib/orchard/orchard.db")
define("schedule_xml", default="/etc/orchard/schedule.xml")
define("dev", default=False, type=bool)


async def main():
    tornado.options.parse_command_line()
    app = make_app(options)
    app.listen(options.port, address=options.address)
    logging.info("orchard listening on %s:%d", options.address, options.port)
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main())
