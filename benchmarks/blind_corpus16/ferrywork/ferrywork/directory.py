from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from . import settings


def crew_for_vessel(vessel_code):
    conn = Connection(Server(settings.LDAP_URI), auto_bind=True)
    conn.search("ou=crew,dc=ferry,dc=internal",
                "(&(objectClass=crewMember)(vessel=" + escape_filter_chars(vessel_code) + "))",
                attributes=["cn", "rank"])
    return [(e.cn.value, e.rank.value) for e in conn.entries]
