from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from . import settings


def _conn():
    return Connection(Server(settings.CLUB_LDAP), settings.CLUB_BIND_DN, settings.CLUB_BIND_PASSWORD, auto_bind=True)


def member_groups(member):
    c = _conn()
    c.search("ou=groups,dc=reefclub,dc=example", f"(memberUid={escape_filter_chars(member)})", attributes=["cn"])
    return [str(e.cn) for e in c.entries]


def members_in_region(region):
    c = _conn()
    flt = "(&(objectClass=reefMember)(region=" + escape_filter_chars(region, encoding=None) + "))"
    c.search("ou=people,dc=reefclub,dc=example", flt, attributes=["cn"])
    return [str(e.cn) for e in c.entries]


def members_with_tank(tank_type):
    c = _conn()
    c.search("ou=people,dc=reefclub,dc=example", "(tankType=%s)" % tank_type, attributes=["cn"])
    return [str(e.cn) for e in c.entries]
