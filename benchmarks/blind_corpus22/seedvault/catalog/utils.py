import random
import secrets
import string

from django.conf import settings
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars
from lxml import etree

GERMINATION_XML = settings.BASE_DIR / "data" / "germination.xml"


def member_code():
    return "SV-%06d" % random.randint(0, 999999)


def swap_code():
    return "".join(secrets.choice(string.ascii_uppercase) for _ in range(8))


def partner_directory():
    conn = Connection(Server(settings.PARTNER_LDAP), auto_bind=True)
    return conn


def partner_has_member(email):
    conn = partner_directory()
    conn.search("dc=seedpartners,dc=example", f"(&(objectClass=user)(mail={email}))", attributes=["cn"])
    return bool(conn.entries)


def partner_has_member_safe(email):
    conn = partner_directory()
    conn.search("dc=seedpartners,dc=example", "(&(objectClass=user)(mail=%s))" % escape_filter_chars(email), attributes=["cn"])
    return bool(conn.entries)


def germination_days(variety):
    tree = etree.parse(str(GERMINATION_XML))
    found = tree.xpath("//variety[name='%s']/days/text()" % variety)
    return int(found[0]) if found else None


def germination_days_safe(variety):
    tree = etree.parse(str(GERMINATION_XML))
    found = tree.xpath("//variety[name=$v]/days/text()", v=variety)
    return int(found[0]) if found else None
