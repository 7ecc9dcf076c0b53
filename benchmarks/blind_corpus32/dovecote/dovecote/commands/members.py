from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from .. import settings
from . import command


def _directory():
    return Connection(Server(settings.LDAP_URL), auto_bind=True)


@command("FANCIER")
def fancier(proto, loft_name):
    conn = _directory()
    conn.search(settings.LDAP_BASE, "(&(objectClass=fancier)(loftName=" + loft_name + "))", attributes=["cn", "loftNumber"])
    return ";".join("%s/%s" % (e.cn, e.loftNumber) for e in conn.entries).encode()


@command("CLOCKOWNER")
def clock_owner(proto):
    conn = _directory()
    clock = escape_filter_chars(proto.clock_id or "")
    conn.search(settings.LDAP_BASE, f"(&(objectClass=fancier)(clockSerial={clock}))", attributes=["cn"])
    return str(conn.entries[0].cn).encode() if conn.entries else b"UNKNOWN"
