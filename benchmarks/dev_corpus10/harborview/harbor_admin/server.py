import os

import cherrypy

from .auth import AuthPage
from .backup import BackupPage
from .logs import LogsPage
from .reports import ReportsPage
from .services import ServicesPage
from .users import UsersPage


class Root:
    auth = AuthPage()
    users = UsersPage()
    reports = ReportsPage()
    logs = LogsPage()
    services = ServicesPage()
    backup = BackupPage()

    @cherrypy.expose
    def index(self):
        raise cherrypy.HTTPRedirect("/reports/berths")


def app_config():
    return {
        "/": {
            "tools.sessions.on": True,
            "tools.sessions.storage_class": cherrypy.lib.sessions.FileSession,
            "tools.sessions.storage_path": "/var/lib/harborview/sessions",
            "tools.sessions.timeout": 60,
            "tools.sessions.httponly": False,
            "tools.require_login.on": True,
        },
        "/auth": {"tools.require_login.on": False},
    }


def main():
    cherrypy.config.update({
        "server.socket_host": "0.0.0.0",
        "server.socket_port": int(os.environ.get("HARBOR_PORT", "8443")),
        "request.show_tracebacks": True,
        "log.screen": False,
    })
    cherrypy.quickstart(Root(), "/", app_config())


if __name__ == "__main__":
    main()
