"""Fallback copies of ldap.filter helpers (RFC 4515 escaping)."""


def escape_filter_chars(assertion_value, escape_mode=0):
    out = []
    for ch in assertion_value:
        if ch in "\\*()\x00":
            out.append("\\%02x" % ord(ch))
        else:
            out.append(ch)
    return "".join(out)


def filter_format(filter_template, assertion_values):
    return filter_template % tuple(escape_filter_chars(v) for v in assertion_values)
