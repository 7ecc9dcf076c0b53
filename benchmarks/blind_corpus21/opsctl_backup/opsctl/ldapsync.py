from ldap3 import Connection, Server

BASE = "ou=people,dc=ops,dc=internal"


def _conn():
    return Connection(Server("ldaps://ldap.ops.internal"), auto_bind=True)


def operators_in(group):
    """group comes from the operator's --group argument."""
    conn = _conn()
    conn.search("ou=groups,dc=ops,dc=internal", "(&(objectClass=posixGroup)(cn=%s))" % group,
                attributes=["memberUid"])
    return [m for e in conn.entries for m in e.memberUid.values]


def owner_contact(host):
    """host['owner'] is whatever the inventory service returned."""
    conn = _conn()
    conn.search(BASE, f"(uid={host['owner']})", attributes=["mail"])
    return conn.entries[0].mail.value if conn.entries else None
