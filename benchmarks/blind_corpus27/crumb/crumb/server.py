import sys

from twisted.internet import reactor
from twisted.python import log
from twisted.web.server import Site

from . import config
from .resources import build_root


def make_site():
    site = Site(build_root())
    site.displayTracebacks = config.SHOW_TRACEBACKS
    return site


def make_counter_site():
    """Site for the shop-counter tablet; exposed on the shop wifi."""
    site = Site(build_root())
    site.displayTracebacks = True
    return site


if __name__ == "__main__":
    log.startLogging(sys.stdout)
    reactor.listenTCP(8080, make_site())
    reactor.listenTCP(8081, make_counter_site())
    reactor.run()
