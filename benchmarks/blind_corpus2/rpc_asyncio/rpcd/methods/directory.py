from ldap3 import ALL_ATTRIBUTES, Connection, Server
from ldap3.utils.conv import escape_filter_chars


class DirectoryMethods:
    """Look up lab users in the department LDAP."""

    def _ldap(self):
        cfg = self.config["ldap"]
        return Connection(Server(cfg["uri"]), user=cfg["bind_dn"], password=cfg["bind_password"], auto_bind=True)

    def rpc_find_user(self, name):
        conn = self._ldap()
        conn.search(self.config["ldap"]["base"], f"(&(objectClass=person)(|(cn={name})(uid={name})))", attributes=["cn", "mail", "uid"])
        return [e.entry_attributes_as_dict for e in conn.entries]

    def rpc_group_members(self, group):
        conn = self._ldap()
        flt = "(&(objectClass=groupOfNames)(cn=%s))" % escape_filter_chars(group)
        conn.search(self.config["ldap"]["base"], flt, attributes=["member"])
        if not conn.entries:
            return []
        return list(conn.entries[0].member.values)

    def rpc_user_details(self, uid):
        conn = self._ldap()
        conn.search(self.config["ldap"]["base"], "(uid=%s)" % escape_filter_chars(uid), attributes=ALL_ATTRIBUTES)
        return conn.entries[0].entry_to_json() if conn.entries else None
