import os
import sqlite3


class Catalog(object):
    """Local sqlite catalog of backups taken from this bastion."""

    def __init__(self, path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        self.conn = sqlite3.connect(path)
        self.conn.execute("CREATE TABLE IF NOT EXISTS backups (host TEXT, label TEXT, archive TEXT, taken TEXT)")

    def list_for(self, host_arg):
        cur = self.conn.cursor()
        cur.execute("SELECT * FROM backups WHERE host = '%s' ORDER BY taken" % host_arg)
        return cur.fetchall()

    def record(self, host, archive, taken):
        self.conn.execute(
            f"INSERT INTO backups VALUES ('{host['name']}', '{host['label']}', '{archive}', '{taken}')")
        self.conn.commit()
