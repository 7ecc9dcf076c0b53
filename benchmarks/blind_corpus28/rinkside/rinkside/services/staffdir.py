from flask import current_app
from ldap3 import Connection, Server, SUBTREE
from ldap3.utils.conv import escape_filter_chars


class StaffDirectory:
    def __init__(self):
        self.server = Server(current_app.config["LDAP_URL"], use_ssl=True)
        self.base = current_app.config["LDAP_BASE"]

    def check_password(self, sam, password):
        conn = Connection(self.server, user="NORTHGATE\\" + sam, password=password)
        return conn.bind()

    def profile(self, sam):
        conn = Connection(self.server, auto_bind=True)
        conn.search(self.base, "(sAMAccountName=%s)" % escape_filter_chars(sam), SUBTREE,
                    attributes=["displayName", "title", "mail"])
        return conn.entries[0] if conn.entries else None

    def coaches(self, discipline, level):
        conn = Connection(self.server, auto_bind=True)
        query = "(&(title=Coach*)(department=%s)(extensionAttribute5=%s))" % (discipline, level)
        conn.search(self.base, query, SUBTREE, attributes=["displayName", "mail"])
        return [(e.displayName.value, e.mail.value) for e in conn.entries]
