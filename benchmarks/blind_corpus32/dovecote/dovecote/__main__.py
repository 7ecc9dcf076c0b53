import logging
import os
import sys

from twisted.enterprise import adbapi
from twisted.internet import defer, endpoints, reactor
from twisted.python import log as twisted_log
from twisted.web import server

from . import settings
from .protocol import ClockFactory
from .web import build_status_root


def main():
    logging.basicConfig(level=logging.INFO)
    twisted_log.startLogging(sys.stdout)
    defer.setDebugging(os.environ.get("DOVECOTE_DEFER_DEBUG") == "1")
    dbpool = adbapi.ConnectionPool("sqlite3", settings.DATABASE, check_same_thread=False)
    factory = ClockFactory(dbpool)
    endpoints.serverFromString(reactor, settings.CLOCK_PORT).listen(factory)
    site = server.Site(build_status_root(factory))
    site.displayTracebacks = True
    endpoints.serverFromString(reactor, settings.STATUS_PORT).listen(site)
    reactor.run()


if __name__ == "__main__":
    main()
