import os

import cherrypy

from . import settings
from .backups import BackupPage
from .base import BasePage
from .importer import ImportPage
from .logs import LogsPage
from .reports import ReportsPage
from .users import UsersPage


class Root(BasePage):
    def __init__(self):
        self.users = UsersPage()
        self.backups = BackupPage()
        self.logs = LogsPage()
        self.reports = ReportsPage()
        self.imports = ImportPage()

    @cherrypy.expose
    def index(self):
        return self.render("<h1>Print shop admin</h1>")


CONFIG = {
    "global": {
        "server.socket_host": "0.0.0.0",
        "server.socket_port": int(os.environ.get("ADMIN_PORT", 8443)),
        "environment": "production",
        "request.show_tracebacks": settings.SHOW_TRACEBACKS,
    },
    "/": {
        "tools.sessions.on": True,
        "tools.sessions.secure": True,
        "tools.sessions.httponly": True,
    },
}


def main():
    cherrypy.quickstart(Root(), "/", CONFIG)


if __name__ == "__main__":
    main()
