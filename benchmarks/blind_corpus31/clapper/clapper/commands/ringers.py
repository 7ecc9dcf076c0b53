import ldap3
from ldap3.utils.conv import escape_filter_chars

from .. import settings


def _entries(flt):
    c = ldap3.Connection(ldap3.Server(settings.LDAP_URL), auto_bind=True)
    c.search(settings.LDAP_BASE, flt, attributes=["cn", "mobile"])
    return c.entries


async def ringer(args, session):
    name = " ".join(args)
    return [str(e.mobile) for e in _entries("(cn=" + name + ")")]


async def rota(args, session):
    day = escape_filter_chars(args[0] if args else "sunday")
    return [str(e.cn) for e in _entries("(&(objectClass=ringer)(rotaDay=%s))" % day)]
