import os
import sqlite3
import tempfile

EXPORT_ROOT = os.environ.get("TIDEWATCH_EXPORTS", "/var/lib/tidewatch/exports")


class Storage:
    def __init__(self, path):
        self.conn = sqlite3.connect(path)
        self.conn.row_factory = sqlite3.Row

    def all(self, sql, *params):
        return self.conn.execute(sql, params).fetchall()

    def one(self, sql, *params):
        return self.conn.execute(sql, params).fetchone()

    def run(self, sql, *params):
        self.conn.execute(sql, params)
        self.conn.commit()

    def scratch_file(self, suffix):
        fd, path = tempfile.mkstemp(prefix="tidewatch-", suffix=suffix)
        return os.fdopen(fd, "w"), path

    def export_bytes(self, name):
        with open(EXPORT_ROOT + "/" + name, "rb") as fh:
            return fh.read()
