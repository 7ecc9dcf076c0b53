from ldap3 import Connection, Server


def _conn(cfg):
    return Connection(Server(cfg["ldap_url"]), auto_bind=True)


def leaders_for(cfg, entry):
    """Look up the club members listed as trip leaders on a registry entry."""
    conn = _conn(cfg)
    names = entry.get("leaders", [])
    query = "(|" + "".join(f"(cn={n})" for n in names) + ")"
    conn.search(cfg["ldap_base"], query, attributes=["cn", "mail", "telephoneNumber"])
    return conn.entries


def raw_search(cfg, ldap_filter):
    """`sumpcat members --filter`."""
    conn = _conn(cfg)
    conn.search(cfg["ldap_base"], ldap_filter, attributes=["cn", "mail"])
    return conn.entries
