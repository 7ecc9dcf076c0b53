"""Look-ups against the council staff directory (plot officers)."""
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

from ..settings import settings


def _conn():
    return Connection(Server(settings.ldap_uri), auto_bind=True)


def officer_for_site(site_name: str):
    conn = _conn()
    conn.search(
        settings.ldap_base,
        f"(&(objectClass=person)(allotmentSite={escape_filter_chars(site_name)}))",
        search_scope=SUBTREE,
        attributes=["cn", "mail", "telephoneNumber"],
    )
    return [e.entry_attributes_as_dict for e in conn.entries]


def find_people(name_fragment: str):
    conn = _conn()
    query = "(&(objectClass=person)(cn=*" + name_fragment + "*))"
    conn.search(settings.ldap_base, query, search_scope=SUBTREE, attributes=["cn", "mail"])
    return [str(e.mail) for e in conn.entries]
