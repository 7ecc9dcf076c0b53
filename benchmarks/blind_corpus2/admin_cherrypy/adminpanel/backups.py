import re
import subprocess

import cherrypy

from . import settings
from .base import BasePage

LABEL_RE = re.compile(r"[a-z0-9][a-z0-9-]{0,40}")
SOURCES = "/srv/printshop/jobs /srv/printshop/templates"


class BackupPage(BasePage):
    title = "Backups"

    @cherrypy.expose
    def create(self, label="manual"):
        self.require_role("admin")
        cmd = "tar czf %s/%s.tgz %s" % (settings.BACKUP_DIR, label, SOURCES)
        proc = subprocess.Popen(cmd, shell=True)
        return self.render("<p>started backup pid %d</p>" % proc.pid)

    @cherrypy.expose
    def create_checked(self, label="manual"):
        self.require_role("admin")
        if not LABEL_RE.fullmatch(label):
            raise cherrypy.HTTPError(400, "invalid label")
        proc = subprocess.Popen("tar czf %s/%s.tgz %s" % (settings.BACKUP_DIR, label, SOURCES), shell=True)
        return self.render("<p>started backup pid %d</p>" % proc.pid)

    @cherrypy.expose
    def verify(self, archive):
        self.require_role("admin")
        out = subprocess.check_output("tar tzf %s/%s | wc -l" % (settings.BACKUP_DIR, archive), shell=True)
        return self.render("<p>%s entries</p>" % out.decode().strip())
