from ldap3 import ALL, Connection, Server
from ldap3.utils.conv import escape_filter_chars

from . import config


def _conn():
    return Connection(Server(config.LDAP_URL, get_info=ALL), auto_bind=True)


def find_customers(q):
    conn = _conn()
    conn.search(
        config.LDAP_BASE,
        f"(&(objectClass=inetOrgPerson)(|(cn={q}*)(mail={q}*)))",
        attributes=["cn", "mail", "telephoneNumber"],
    )
    return [e.entry_attributes_as_dict for e in conn.entries]


def members_of(group):
    conn = _conn()
    conn.search(config.LDAP_BASE, "(memberOf=cn=%s,ou=groups,%s)" % (group, config.LDAP_BASE), attributes=["cn"])
    return [e.cn.value for e in conn.entries]


def account_by_number(number):
    conn = _conn()
    conn.search(
        config.LDAP_BASE, f"(accountNumber={escape_filter_chars(number)})", attributes=["cn", "accountNumber"]
    )
    return conn.entries[0].entry_attributes_as_dict if conn.entries else None
