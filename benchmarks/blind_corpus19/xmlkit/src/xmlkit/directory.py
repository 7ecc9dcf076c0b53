"""Export LDAP entries as XML (python-ldap based)."""
import ldap
from ldap.filter import escape_filter_chars
from lxml import etree

SEARCHABLE = {"uid", "mail", "cn", "ou"}


def entries_to_xml(results):
    root = etree.Element("entries")
    for dn, attrs in results:
        el = etree.SubElement(root, "entry", dn=dn)
        for key, values in attrs.items():
            for v in values:
                etree.SubElement(el, key).text = v.decode("utf-8", "replace")
    return root


def export_matching(conn, base, attr, value):
    if attr not in SEARCHABLE:
        raise ValueError(attr)
    results = conn.search_s(base, ldap.SCOPE_SUBTREE, "(%s=%s)" % (attr, escape_filter_chars(value)))
    return entries_to_xml(results)


def export_raw_filter(conn, base, objectclass, extra=""):
    results = conn.search_s(base, ldap.SCOPE_SUBTREE, "(&(objectClass=%s)%s)" % (objectclass, extra))
    return entries_to_xml(results)
