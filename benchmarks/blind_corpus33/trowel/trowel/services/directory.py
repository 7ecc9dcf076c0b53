"""Staff, volunteer and specialist look-ups in the unit's LDAP directory."""
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from ..config import settings

ATTRS = ["cn", "mail", "telephoneNumber", "tsSpeciality"]


def _conn():
    return Connection(Server(settings.ldap_url, use_ssl=True), auto_bind=True)


def find_people(name):
    with _conn() as conn:
        conn.search(settings.ldap_base, f"(|(cn={name}*)(sn={name}*))", attributes=ATTRS)
        return [e.entry_attributes_as_dict for e in conn.entries]


def specialists_for(material):
    with _conn() as conn:
        conn.search(settings.ldap_base, "(tsSpeciality=%s)" % escape_filter_chars(material), attributes=ATTRS)
        return [e.entry_attributes_as_dict for e in conn.entries]
