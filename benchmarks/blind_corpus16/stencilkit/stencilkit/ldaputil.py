def find_members(conn, base_dn, group_name):
    """Return member DNs of a group using an ldap3 Connection supplied by the caller."""
    conn.search(base_dn, "(&(objectClass=groupOfNames)(cn=" + group_name + "))", attributes=["member"])
    return [m for e in conn.entries for m in e.member.values]
