import os
import shutil
import subprocess
import tempfile

import cherrypy
from cherrypy.lib.static import serve_file

from . import conf


class BackupPage:
    @cherrypy.expose
    def download(self):
        tmp = tempfile.mktemp(suffix=".db")
        shutil.copy(conf.DB_PATH, tmp)
        return serve_file(tmp, "application/octet-stream", "attachment", "harbor.db")

    @cherrypy.expose
    def dump(self):
        with tempfile.NamedTemporaryFile(prefix="harbor-", suffix=".sql", delete=False) as fh:
            subprocess.run(["sqlite3", conf.DB_PATH, ".dump"], stdout=fh, check=True)
        cherrypy.request.hooks.attach("on_end_request", lambda: os.unlink(fh.name))
        return serve_file(fh.name, "application/sql", "attachment", "harbor.sql")
