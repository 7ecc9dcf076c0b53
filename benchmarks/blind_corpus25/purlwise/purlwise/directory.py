"""Optional integration with a guild's LDAP directory of designers."""
import ldap3
from ldap3.utils.conv import escape_filter_chars


class DesignerDirectory:
    def __init__(self, url: str, base: str):
        self.conn = ldap3.Connection(ldap3.Server(url), auto_bind=True)
        self.base = base

    def designers_named(self, name: str):
        self.conn.search(self.base, "(&(objectClass=designer)(cn=*%s*))" % name, attributes=["cn", "mail"])
        return [str(e.cn) for e in self.conn.entries]

    def designer_by_handle(self, handle: str):
        self.conn.search(self.base, "(ravelryHandle=%s)" % escape_filter_chars(handle), attributes=["cn"])
        return [str(e.cn) for e in self.conn.entries]
