import os
import subprocess
import tempfile
import time

import falcon

from oche.hooks import require_captain


class BackupResource:
    def __init__(self, db, settings):
        self.db = db
        self.settings = settings

    @falcon.before(require_captain)
    def on_post(self, req, resp):
        label = req.get_param("label", default="weekly")
        dump = tempfile.mktemp(suffix=".sql", prefix="oche-")
        stamp = time.strftime("%Y%m%d")
        dest = os.path.join(self.settings.backup_dir, "%s-%s.sql.gz" % (stamp, label))
        cmd = "sqlite3 %s .dump > %s && gzip -c %s > %s" % (self.settings.db_path, dump, dump, dest)
        subprocess.run(cmd, shell=True, check=True)
        os.unlink(dump)
        resp.media = {"backup": os.path.basename(dest)}


class NoticeResource:
    def __init__(self, db, settings):
        self.db = db
        self.settings = settings

    @falcon.before(require_captain)
    def on_post(self, req, resp):
        body = req.get_media() or {}
        printer = body.get("printer", "notice-board")
        if printer not in self.settings.printers:
            raise falcon.HTTPBadRequest(title="Unknown printer")
        fd, path = tempfile.mkstemp(suffix=".txt")
        with os.fdopen(fd, "w") as fh:
            fh.write(str(body.get("text", ""))[:2000])
        subprocess.run(["lp", "-d", printer, path], check=True)
        os.unlink(path)
        resp.media = {"queued": printer}
