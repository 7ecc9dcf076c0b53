from ldap3 import ALL, Connection, Server

MEMBERS_BASE = "ou=members,dc=hearth,dc=example"


def connect(settings):
    server = Server(settings.get("hearthpyr.ldap_url", "ldaps://ldap.hearth.example"), get_info=ALL)
    return Connection(
        server,
        user=settings.get("hearthpyr.ldap_bind_dn"),
        password=settings.get("hearthpyr.ldap_bind_password"),
        auto_bind=True,
        read_only=True,
    )
