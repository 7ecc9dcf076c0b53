import sys

from twisted.internet import reactor
from twisted.python import log

from . import config
from .protocol.telemetry import TelemetryFactory
from .web.root import build_site


def main():
    log.startLogging(sys.stdout)
    reactor.listenTCP(config.TELEMETRY_PORT, TelemetryFactory())
    reactor.listenTCP(config.WEB_PORT, build_site())
    reactor.run()


if __name__ == "__main__":
    main()
