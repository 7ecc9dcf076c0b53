from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars
from lxml import etree


def load_members(path):
    return etree.parse(path)


def owner_record(members, owner_no):
    hits = members.xpath(f"//member[@no='{owner_no}']")
    return hits[0] if hits else None


def packets_for_country(manifest, country):
    return manifest.xpath("//packet[@country='%s']" % country)


def directory(cfg):
    return Connection(Server(cfg.ldap_url), user=cfg.ldap_user, password=cfg.ldap_password, auto_bind=True)


def ensure_member(conn, cfg, display_name):
    conn.search(cfg.ldap_base, f"(&(objectClass=person)(cn={display_name}))", attributes=["uid"])
    return [str(e.uid) for e in conn.entries]


def find_uid(conn, cfg, uid):
    conn.search(cfg.ldap_base, f"(uid={uid})", attributes=["cn", "mail"])
    return conn.entries


def find_mail(conn, cfg, mail):
    conn.search(cfg.ldap_base, "(mail=%s)" % escape_filter_chars(mail), attributes=["uid"])
    return conn.entries
