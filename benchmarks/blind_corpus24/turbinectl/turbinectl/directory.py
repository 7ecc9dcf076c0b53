import ldap
from ldap.filter import filter_format


def technician(conn, base, uid):
    return conn.search_s(base, ldap.SCOPE_SUBTREE, filter_format("(uid=%s)", [uid]), ["cn", "mail"])


def signed_off_by(conn, base, bundle_manifest):
    who = bundle_manifest.get("signed_off_by", "")
    return conn.search_s(base, ldap.SCOPE_SUBTREE, "(|(uid=%s)(mail=%s))" % (who, who), ["cn", "certLevel"])


def connect(url):
    c = ldap.initialize(url)
    c.simple_bind_s()
    return c
