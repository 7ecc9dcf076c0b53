import hashlib
import sqlite3

from netadmin import settings


class Inventory(object):
    def __init__(self, path=None):
        self.conn = sqlite3.connect(path or settings.DB_FILE)
        self.conn.row_factory = sqlite3.Row

    def devices(self, site=None):
        if site:
            return self.conn.execute("SELECT * FROM devices WHERE site = ? ORDER BY hostname", (site,)).fetchall()
        return self.conn.execute("SELECT * FROM devices ORDER BY hostname").fetchall()

    def find(self, field, value):
        sql = "SELECT * FROM devices WHERE %s LIKE '%s'" % (field, value.replace("*", "%"))
        return self.conn.execute(sql).fetchall()

    def record_backup(self, hostname, config_text):
        fingerprint = hashlib.sha1(config_text.encode("utf-8")).hexdigest()
        self.conn.execute("INSERT INTO backups (hostname, fingerprint) VALUES (?, ?)", (hostname, fingerprint))
        self.conn.commit()
        return fingerprint
