import os

from twisted.application import internet, service
from twisted.enterprise import adbapi
from twisted.internet import defer
from twisted.web import resource, server

from . import config
from .protocol import TelemetryFactory
from .web import AreaResource, LiveResource


def make_service():
    defer.setDebugging(os.environ.get("SUNMETER_DEBUG") == "1")
    top = service.MultiService()
    dbpool = adbapi.ConnectionPool("sqlite3", config.DATABASE, check_same_thread=False)
    factory = TelemetryFactory(dbpool)
    internet.TCPServer(config.LISTEN_PORT, factory).setServiceParent(top)
    root = resource.Resource()
    root.putChild(b"live", LiveResource(factory))
    root.putChild(b"area", AreaResource())
    internet.TCPServer(config.STATUS_PORT, server.Site(root), interface="127.0.0.1").setServiceParent(top)
    return top


application = service.Application("sunmeter")
make_service().setServiceParent(application)
