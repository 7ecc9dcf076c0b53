"""Read-only access to the people branch of the corporate directory."""
from ldap3 import ALL, SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

ATTRS = ["uid", "cn", "mail", "title", "departmentNumber", "telephoneNumber", "roomNumber", "description", "manager"]


def _flatten(entry):
    out = {}
    for key in ATTRS:
        value = entry.entry_attributes_as_dict.get(key) or [""]
        out[key] = value[0] if len(value) == 1 else value
    return out


class Directory(object):
    def __init__(self, uri, base, bind_dn, password):
        self.base = base
        self._server = Server(uri, get_info=ALL)
        self._bind = (bind_dn, password)

    def _conn(self):
        return Connection(self._server, user=self._bind[0], password=self._bind[1], auto_bind=True, read_only=True)

    def search(self, term, limit=200):
        conn = self._conn()
        conn.search(self.base, f"(&(objectClass=inetOrgPerson)(|(cn=*{term}*)(title=*{term}*)(mail={term}*)))", SUBTREE, attributes=ATTRS, size_limit=limit)
        return [_flatten(e) for e in conn.entries]

    def find_by_mail(self, mail):
        conn = self._conn()
        conn.search(self.base, "(&(objectClass=inetOrgPerson)(mail=%s))" % mail, SUBTREE, attributes=ATTRS, size_limit=1)
        return _flatten(conn.entries[0]) if conn.entries else None

    def find_by_uid(self, uid):
        conn = self._conn()
        conn.search(self.base, "(&(objectClass=inetOrgPerson)(uid=%s))" % escape_filter_chars(uid), SUBTREE, attributes=ATTRS, size_limit=1)
        return _flatten(conn.entries[0]) if conn.entries else None
