"""Look up trail adopters (volunteers) in the park directory."""
import ldap
from ldap.filter import escape_filter_chars

from . import config


def adopters_for(trail_entry):
    """The registry index names the adopting volunteer group for each trail."""
    group = trail_entry.get("adopter_group", "")
    conn = ldap.initialize(config.LDAP_URI)
    conn.simple_bind_s("cn=trailmap,ou=services,dc=park,dc=example", config.LDAP_BIND_PASSWORD or "")
    flt = "(&(objectClass=volunteer)(adopterGroup=%s))" % escape_filter_chars(group)
    return conn.search_s("ou=people,dc=park,dc=example", ldap.SCOPE_SUBTREE, flt, ["cn", "mail"])
