import re

from django.conf import settings
from ldap3 import ALL, Connection, Server
from ldap3.utils.conv import escape_filter_chars
from lxml import etree

PERMIT_NO_RE = re.compile(r"^TP-\d{6}$")
ARCHIVE_XML = "/srv/tidepool/archive/permits.xml"


def _ldap():
    server = Server(settings.OBSERVER_LDAP_URL, get_info=ALL)
    return Connection(server, auto_bind=True)


def observer_entry(uid):
    conn = _ldap()
    conn.search(settings.OBSERVER_LDAP_BASE, "(uid=%s)" % escape_filter_chars(uid), attributes=["cn", "mail"])
    return conn.entries[0] if conn.entries else None


def observers_by_email(email):
    conn = _ldap()
    conn.search(settings.OBSERVER_LDAP_BASE, f"(|(mail={email})(mailAlternateAddress={email}))", attributes=["uid"])
    return [e.uid.value for e in conn.entries]


def _archive_tree():
    # maintained by the registry staff; regenerated nightly from the database
    return etree.parse(ARCHIVE_XML)


def permit_xml_lookup(number):
    if not PERMIT_NO_RE.match(number):
        return None
    return _archive_tree().xpath(f"//permit[@no='{number}']")


def archived_by_holder(holder):
    return _archive_tree().xpath("//permit[holder/text()='%s']/@no" % holder)
