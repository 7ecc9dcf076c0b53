"""Match collector names on portal records to university staff for attribution."""
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

BASE = "ou=people,dc=ashcombe,dc=ac,dc=example"


class StaffDirectory:
    def __init__(self, url):
        self.conn = Connection(Server(url), auto_bind=True)

    def match_collector(self, record):
        name = record.get("recordedBy", "")
        self.conn.search(BASE, f"(&(objectClass=person)(cn={name}))", attributes=["uid", "mail"])
        return [str(e.uid) for e in self.conn.entries]

    def match_identifier(self, record):
        name = escape_filter_chars(record.get("identifiedBy", ""))
        self.conn.search(BASE, f"(&(objectClass=person)(cn={name}))", attributes=["uid"])
        return [str(e.uid) for e in self.conn.entries]

    def staff_lookup(self, operator_filter):
        """operator_filter is the --staff option typed by the curator."""
        self.conn.search(BASE, operator_filter, attributes=["uid", "cn"])
        return [(str(e.uid), str(e.cn)) for e in self.conn.entries]
