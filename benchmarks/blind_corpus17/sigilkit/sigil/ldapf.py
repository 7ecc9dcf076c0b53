"""LDAP filter builders (RFC 4515)."""
from ldap3.utils.conv import escape_filter_chars


def user_filter(username, object_class="person"):
    return "(&(objectClass=%s)(uid=%s))" % (object_class, username)


def match_all(**attrs):
    parts = "".join("(%s=%s)" % (k, v) for k, v in sorted(attrs.items()))
    return "(&%s)" % parts


def match_all_escaped(**attrs):
    parts = "".join("(%s=%s)" % (k, escape_filter_chars(str(v))) for k, v in sorted(attrs.items()) if k.isalnum())
    return "(&%s)" % parts
