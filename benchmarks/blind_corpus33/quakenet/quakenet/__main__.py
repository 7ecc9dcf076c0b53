"""``python -m quakenet``: start the station collector and the status site."""
import sys

from twisted.internet import defer, endpoints, reactor
from twisted.python import log

from . import config
from .handlers import state
from .protocol import StationFactory
from .web import make_site


def main():
    log.startLogging(sys.stdout)
    defer.setDebugging(config.DEFERRED_DEBUG)
    state.load_checkpoint()
    reactor.addSystemEventTrigger("before", "shutdown", state.save_checkpoint)
    endpoints.serverFromString(reactor, config.LISTEN).listen(StationFactory())
    endpoints.serverFromString(reactor, config.WEB_LISTEN).listen(make_site())
    reactor.run()


if __name__ == "__main__":
    main()
