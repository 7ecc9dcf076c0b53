"""Tide gauge ingestion and dashboard service."""
import asyncio

import tornado.options
from tornado.options import options

from tidegauge.app import make_app
from tidegauge.tasks import schedule_exports


async def main():
    tornado.options.parse_command_line()
    app = await make_app()
    app.listen(options.port, address=options.address)
    schedule_exports(app)
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main())
