import os

import cherrypy

from . import settings
from .auth import Auth
from .basket import Basket
from .feeds import Feeds
from .files import Photos
from .methods import Methods
from .peals import Peals
from .reports import Reports
from .ringers import Ringers
from .towers import Towers


class Root:
    @cherrypy.expose
    def index(self):
        raise cherrypy.HTTPRedirect("/towers/")


def mount():
    cherrypy.tree.mount(Root(), "/")
    cherrypy.tree.mount(Towers(), "/towers")
    cherrypy.tree.mount(Peals(), "/peals")
    cherrypy.tree.mount(Methods(), "/methods")
    cherrypy.tree.mount(Ringers(), "/ringers")
    cherrypy.tree.mount(Auth(), "/auth")
    cherrypy.tree.mount(Reports(), "/reports")
    cherrypy.tree.mount(Photos(), "/photos")
    cherrypy.tree.mount(Feeds(), "/feeds")
    cherrypy.tree.mount(Basket(), "/basket")


def run_dev():
    cherrypy.config.update({"request.show_tracebacks": os.environ.get("BELFRY_DEBUG") == "1"})
    mount()
    cherrypy.engine.start()
    cherrypy.engine.block()


def main():
    cherrypy.config.update({
        "server.socket_host": settings.parser.get("server", "host", fallback="127.0.0.1"),
        "server.socket_port": settings.parser.getint("server", "port", fallback=8090),
        "request.show_tracebacks": True,
        "engine.autoreload.on": True,
    })
    mount()
    cherrypy.engine.start()
    cherrypy.engine.block()


if __name__ == "__main__":
    main()
