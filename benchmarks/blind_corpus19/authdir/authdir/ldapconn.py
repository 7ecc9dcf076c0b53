from ldap3 import ALL, SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars
from ldap3.utils.dn import escape_rdn

PERSON_ATTRS = ["uid", "cn", "mail", "title", "telephoneNumber"]


class Directory:
    def __init__(self, uri, base, bind_dn, bind_password):
        self.server = Server(uri, get_info=ALL)
        self.base = base
        self.people = "ou=people," + base
        self.groups = "ou=groups," + base
        self._bind = (bind_dn, bind_password)

    @classmethod
    def from_config(cls, cfg):
        return cls(cfg["LDAP_URI"], cfg["LDAP_BASE"], cfg["LDAP_BIND_DN"], cfg["LDAP_BIND_PASSWORD"])

    def _conn(self):
        return Connection(self.server, *self._bind, auto_bind=True)

    def find_user(self, uid):
        conn = self._conn()
        conn.search(self.people, f"(&(objectClass=person)(uid={uid}))", SUBTREE, attributes=PERSON_ATTRS)
        return conn.entries[0] if conn.entries else None

    def find_user_by_mail(self, mail):
        conn = self._conn()
        flt = "(&(objectClass=person)(mail=%s))" % escape_filter_chars(mail)
        conn.search(self.people, flt, SUBTREE, attributes=PERSON_ATTRS)
        return conn.entries[0] if conn.entries else None

    def search_people(self, text):
        conn = self._conn()
        flt = "(|(cn=*%s*)(mail=*%s*)(title=*%s*))" % (text, text, text)
        conn.search(self.people, flt, SUBTREE, attributes=PERSON_ATTRS, size_limit=50)
        return list(conn.entries)

    def members_of(self, group_cn):
        conn = self._conn()
        conn.search(self.groups, "(&(objectClass=groupOfNames)(cn=" + group_cn + "))", SUBTREE, attributes=["member"])
        return [m for e in conn.entries for m in e.member.values]

    def is_member(self, uid, group_cn):
        conn = self._conn()
        user_dn = "uid=%s,%s" % (escape_rdn(uid), self.people)
        flt = "(&(cn={})(member={}))".format(escape_filter_chars(group_cn), escape_filter_chars(user_dn))
        return conn.search(self.groups, flt, SUBTREE, attributes=["cn"])

    def authenticate(self, uid, password):
        user_dn = "uid={},{}".format(uid, self.people)
        conn = Connection(self.server, user=user_dn, password=password)
        return conn.bind()

    def authenticate_escaped(self, uid, password):
        conn = Connection(self.server, user="uid=%s,%s" % (escape_rdn(uid), self.people), password=password)
        return conn.bind()
