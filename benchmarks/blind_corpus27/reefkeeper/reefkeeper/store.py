import os
import sqlite3
import tempfile


class Store:
    def __init__(self, path):
        self.path = os.path.expanduser(path)
        self.conn = sqlite3.connect(self.path)
        self.conn.execute("CREATE TABLE IF NOT EXISTS readings (ts DEFAULT CURRENT_TIMESTAMP, param, value)")

    def add(self, param, value):
        self.conn.execute("INSERT INTO readings (param, value) VALUES (?, ?)", (param, value))
        self.conn.commit()

    def recent(self, days):
        return self.conn.execute("SELECT ts, param, value FROM readings WHERE ts > date('now', ?)", (f"-{int(days)} days",)).fetchall()

    def scratch_dir(self):
        return tempfile.mkdtemp(prefix="reefkeeper-")

    def lockfile(self):
        lock = "/tmp/reefkeeper.lock"
        fh = open(lock, "w")
        fh.write(str(os.getpid()))
        return fh

    def spool(self):
        return tempfile.SpooledTemporaryFile(max_size=1 << 20)
