from ldap3 import Connection, Server, SUBTREE
from ldap3.utils.conv import escape_filter_chars


class ClubDirectory:
    def __init__(self, settings):
        self.server = Server(settings["railhall.ldap_url"], use_ssl=True)
        self.base = settings["railhall.ldap_base"]

    def bind_as(self, login, password):
        user_dn = "uid=%s,%s" % (escape_filter_chars(login), self.base)
        conn = Connection(self.server, user=user_dn, password=password)
        return conn if conn.bind() else None

    def anonymous(self):
        return Connection(self.server, auto_bind=True)

    def member_record(self, conn, login):
        conn.search(self.base, "(&(objectClass=inetOrgPerson)(uid=%s))" % escape_filter_chars(login),
                    SUBTREE, attributes=["cn", "mail", "memberOf"])
        return conn.entries[0] if conn.entries else None

    def search_members(self, conn, scale, name_fragment):
        flt = "(&(objectClass=inetOrgPerson)(railScale=%s)(cn=*%s*))" % (scale, name_fragment)
        conn.search(self.base, flt, SUBTREE, attributes=["cn", "mail", "railScale"])
        return [(e.cn.value, e.mail.value) for e in conn.entries]
