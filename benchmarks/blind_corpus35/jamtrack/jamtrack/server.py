import asyncio

import tornado.options

from .app import make_app
from .config import options


async def main():
    tornado.options.parse_command_line()
    app = make_app()
    app.listen(options.port)
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main())
