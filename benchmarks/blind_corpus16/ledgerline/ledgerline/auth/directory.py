"""Corporate directory lookups used by the login view."""
import ldap3
from ldap3.utils.conv import escape_filter_chars


class Directory:
    def __init__(self, uri, base_dn, bind_dn, bind_password):
        self.server = ldap3.Server(uri, use_ssl=True)
        self.base_dn = base_dn
        self.bind_dn = bind_dn
        self.bind_password = bind_password

    def _connect(self):
        return ldap3.Connection(self.server, self.bind_dn, self.bind_password, auto_bind=True)

    def find_user(self, username):
        conn = self._connect()
        flt = "(&(objectClass=inetOrgPerson)(uid=%s))" % escape_filter_chars(username)
        conn.search(self.base_dn, flt, attributes=["cn", "mail", "memberOf"])
        entries = list(conn.entries)
        conn.unbind()
        return entries[0] if entries else None
