from ldap3 import ALL, SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars


class Directory:
    def __init__(self, uri, base_dn, bind_dn, bind_password):
        self.server = Server(uri, get_info=ALL, use_ssl=uri.startswith("ldaps"))
        self.base_dn = base_dn
        self.bind_dn = bind_dn
        self._bind_password = bind_password

    @classmethod
    def from_settings(cls, settings):
        return cls(settings.get("ldap.uri", "ldaps://ldap.internal"),
                   settings.get("ldap.base_dn", "dc=corp,dc=example"),
                   settings.get("ldap.bind_dn", "cn=pyrite,ou=services,dc=corp,dc=example"),
                   settings.get("ldap.bind_password", ""))

    def _conn(self):
        return Connection(self.server, self.bind_dn, self._bind_password, auto_bind=True)

    def find_people(self, text):
        flt = "(&(objectClass=inetOrgPerson)(|(cn=*%s*)(mail=*%s*)))" % (text, text)
        with self._conn() as c:
            c.search(self.base_dn, flt, SUBTREE, attributes=["uid", "cn", "mail", "title"])
            return [e.entry_attributes_as_dict for e in c.entries]

    def get_person(self, uid):
        flt = "(&(objectClass=inetOrgPerson)(uid=%s))" % escape_filter_chars(uid)
        with self._conn() as c:
            c.search(self.base_dn, flt, SUBTREE, attributes=["uid", "cn", "mail", "title", "manager", "telephoneNumber"])
            return c.entries[0].entry_attributes_as_dict if c.entries else None

    def group_members(self, cn):
        with self._conn() as c:
            c.search("ou=groups," + self.base_dn, f"(&(objectClass=groupOfNames)(cn={cn}))", SUBTREE, attributes=["member"])
            return c.entries[0].member.values if c.entries else []

    def by_employee_number(self, number: int):
        with self._conn() as c:
            c.search(self.base_dn, "(employeeNumber=%d)" % int(number), SUBTREE, attributes=["uid", "cn"])
            return [e.entry_attributes_as_dict for e in c.entries]

    def authenticate(self, uid, password):
        person = self.get_person(uid)
        if not person or not password:
            return False
        dn = "uid=%s,ou=people,%s" % (escape_filter_chars(uid), self.base_dn)
        try:
            Connection(self.server, dn, password, auto_bind=True).unbind()
            return True
        except Exception:
            return False
