import sqlite3


class ZoneStore(object):
    """Persistence for zones and their resource records."""

    def __init__(self, path):
        self.db = sqlite3.connect(path)
        self.db.row_factory = sqlite3.Row

    @classmethod
    def from_request(cls, request):
        return cls(request.registry.settings["dnsadmin.db"])

    def zones(self, order="name"):
        return self.db.execute("SELECT * FROM zones ORDER BY " + order).fetchall()

    def zone(self, name):
        return self.db.execute("SELECT * FROM zones WHERE name = ?", (name,)).fetchone()

    def records(self, zone_id, pattern="%"):
        cur = self.db.cursor()
        cur.execute("SELECT * FROM records WHERE zone_id = ? AND name LIKE ?", (zone_id, pattern))
        return cur.fetchall()

    def delete_record(self, zone_id, name):
        cur = self.db.cursor()
        cur.execute("DELETE FROM records WHERE zone_id = %d AND name = '%s'" % (zone_id, name))
        self.db.commit()
