from ldap3 import ALL, SUBTREE, Connection, Server

LDAP_HOST = "ldaps://ldap.corp.example.net"
BASE_DN = "ou=people,dc=corp,dc=example,dc=net"
GROUP_BASE_DN = "ou=groups,dc=corp,dc=example,dc=net"
BIND_DN = "uid=svc-netops,ou=services,dc=corp,dc=example,dc=net"
BIND_PASSWORD = "N3tOps!Svc#2019-rotate"


def connect():
    server = Server(LDAP_HOST, get_info=ALL, use_ssl=True)
    return Connection(server, user=BIND_DN, password=BIND_PASSWORD, auto_bind=True)


def lookup_members(team):
    """Return (uid, mail, pager) for members of an on-call team group."""
    conn = connect()
    conn.search(GROUP_BASE_DN, "(&(objectClass=groupOfNames)(cn=oncall-%s))" % team,
                search_scope=SUBTREE, attributes=["member"])
    members = []
    for entry in conn.entries:
        for dn in entry.member.values:
            conn.search(dn, "(objectClass=person)", attributes=["uid", "mail", "pager"])
            for person in conn.entries:
                members.append((str(person.uid), str(person.mail), str(person.pager)))
    conn.unbind()
    return members
