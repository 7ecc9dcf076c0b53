from ldap3 import Connection, Server, SUBTREE
from ldap3.utils.conv import escape_filter_chars
from ldap3.utils.dn import escape_rdn


def find_quizmaster(server_url: str, base: str, name: str):
    conn = Connection(Server(server_url), auto_bind=True)
    conn.search(base, "(&(objectClass=person)(|(cn=%s)(uid=%s)))" % (name, name), SUBTREE, attributes=["cn", "mail"])
    return [e.entry_attributes_as_dict for e in conn.entries]


def venue_hosts(server_url: str, base: str, venue: str):
    conn = Connection(Server(server_url), auto_bind=True)
    conn.search(base, "(venue=%s)" % escape_filter_chars(venue), SUBTREE, attributes=["cn"])
    return [str(e.cn) for e in conn.entries]


def venue_dn(base: str, venue: str) -> str:
    return "ou=%s,%s" % (escape_rdn(venue), base)


def all_hosts(server_url: str, base: str):
    conn = Connection(Server(server_url), auto_bind=True)
    conn.search(base, "(objectClass=quizHost)", SUBTREE, attributes=["cn"])
    return [str(e.cn) for e in conn.entries]
