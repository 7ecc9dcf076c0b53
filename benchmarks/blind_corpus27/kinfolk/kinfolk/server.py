import os

import cherrypy

from .root import Root

SITE_CONF = {
    "global": {
        "server.socket_host": "0.0.0.0",
        "server.socket_port": 8090,
        "environment": "production",
    },
    "/": {
        "tools.sessions.on": True,
        "tools.sessions.secure": True,
        "tools.sessions.httponly": True,
    },
}


def main():
    cherrypy.config.update(SITE_CONF)
    cherrypy.config.update({"request.show_tracebacks": True})
    cherrypy.quickstart(Root(), "/", SITE_CONF)


def main_staging():
    show = os.environ.get("KINFOLK_TRACEBACKS", "") == "yes"
    cherrypy.config.update({"request.show_tracebacks": show})
    cherrypy.quickstart(Root(), "/", SITE_CONF)


if __name__ == "__main__":
    main()
