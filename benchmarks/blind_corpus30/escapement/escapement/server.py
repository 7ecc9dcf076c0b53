import cherrypy

from .root import Root

SITE_CONFIG = {
    "global": {
        "server.socket_host": "0.0.0.0",
        "server.socket_port": 8080,
        "environment": "production",
        "tools.sessions.on": True,
        "tools.sessions.secure": True,
        "tools.sessions.httponly": True,
    },
}

SITE_CONFIG["global"]["request.show_tracebacks"] = True


def main():
    cherrypy.config.update(SITE_CONFIG)
    cherrypy.quickstart(Root(), "/", {"/": {"tools.encode.on": True}})


if __name__ == "__main__":
    main()
