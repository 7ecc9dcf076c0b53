import os
import pickle
import subprocess

import web

import settings


class RestoreSettings:
    def POST(self):
        upload = web.input(blob={}).blob
        data = pickle.loads(upload.file.read())
        web.ctx.prefs.update(data)
        raise web.seeother("/admin")


class Backups:
    def GET(self):
        names = sorted(os.listdir(settings.BACKUP_DIR))
        return "\n".join(names)

    def POST(self):
        label = web.input(label="manual").label
        target = os.path.join(settings.BACKUP_DIR, "oldbooks-%s.sql.gz" % label)
        with open(target, "wb") as out:
            dump = subprocess.Popen(["mysqldump", "--single-transaction", "oldbooks"], stdout=subprocess.PIPE)
            subprocess.check_call(["gzip", "-c"], stdin=dump.stdout, stdout=out)
        raise web.seeother("/admin/backups")


class DownloadBackup:
    def GET(self, name):
        if name not in os.listdir(settings.BACKUP_DIR):
            raise web.notfound()
        web.header("Content-Disposition", "attachment; filename=%s" % name)
        return open(os.path.join(settings.BACKUP_DIR, name), "rb").read()
