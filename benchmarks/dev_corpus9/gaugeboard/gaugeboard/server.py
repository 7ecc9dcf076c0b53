import asyncio
import logging

from tornado.options import define, options, parse_command_line

from .alerting.scheduler import AlertScheduler
from .app import make_app
from .store import MetricStore

define("port", default=8300, help="listen port", type=int)
define("address", default="0.0.0.0", help="listen address")
define("debug", default=False, help="enable autoreload and tracebacks", type=bool)
define("slack_webhook", default=None, help="Slack incoming webhook for alert fan-out")
define("db", default="gaugeboard.sqlite3", help="metric database")


async def amain():
    parse_command_line()
    store = MetricStore(options.db)
    app = make_app(debug=options.debug, slack_webhook=options.slack_webhook, store=store)
    app.listen(options.port, options.address)
    logging.info("gaugeboard listening on %s:%d", options.address, options.port)
    AlertScheduler(app.settings).start()
    await asyncio.Event().wait()


def main():
    asyncio.run(amain())


if __name__ == "__main__":
    main()
