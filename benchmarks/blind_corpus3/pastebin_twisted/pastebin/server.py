"""Entry point: build the resource tree and start the reactor."""
import signal
import sys

from twisted.internet import reactor, task
from twisted.python import log
from twisted.web import resource, server, static

from pastebin import config, session
from pastebin.auth import LoginResource, LogoutResource
from pastebin.importer import ImportResource
from pastebin.resources import (DownloadResource, NewPasteResource, PasteResource,
                                PreviewResource, RawResource, RecentResource,
                                SearchResource)


def build_root():
    root = resource.Resource()
    root.putChild(b"", RecentResource())
    root.putChild(b"p", PasteResource())
    root.putChild(b"raw", RawResource())
    root.putChild(b"download", DownloadResource())
    root.putChild(b"new", NewPasteResource())
    root.putChild(b"search", SearchResource())
    root.putChild(b"preview", PreviewResource())
    root.putChild(b"import", ImportResource())
    root.putChild(b"login", LoginResource())
    root.putChild(b"logout", LogoutResource())
    root.putChild(b"static", static.File("/usr/share/pastebin/static"))
    return root


def main(argv=None):
    log.startLogging(sys.stdout)
    site = server.Site(build_root())
    signal.signal(signal.SIGHUP, lambda *a: config.reload_from_env())
    task.LoopingCall(session.sweep).start(600)
    reactor.listenTCP(config.CONFIG["port"], site)
    reactor.run()


if __name__ == "__main__":
    main()
