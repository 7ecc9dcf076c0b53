from django.conf import settings
from ldap3 import Connection, Server


def find_pilot(callsign):
    cfg = settings.KITETRACK_LDAP
    conn = Connection(Server(cfg["uri"]), auto_bind=True)
    conn.search(cfg["base"], f"(&(objectClass=pilot)(callsign={callsign}))", attributes=["cn", "licence"])
    return [e.entry_attributes_as_dict for e in conn.entries]
