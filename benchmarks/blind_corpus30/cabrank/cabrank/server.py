import asyncio

import tornado.options
from tornado.options import define, options

from .app import make_app

define("port", default=8890, type=int, help="listen port")
define("debug", default=False, type=bool, help="autoreload and debug output for local work")


async def main():
    tornado.options.parse_command_line()
    app = make_app(debug=options.debug)
    app.listen(options.port)
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main())
