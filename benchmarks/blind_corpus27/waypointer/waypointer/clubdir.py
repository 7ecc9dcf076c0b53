"""Look up players in a geocaching club's LDAP (for club leaderboards)."""
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars


class ClubDirectory:
    def __init__(self, url: str, bind_dn: str, password: str):
        self.conn = Connection(Server(url), bind_dn, password, auto_bind=True)

    def player(self, nickname: str):
        self.conn.search("ou=players,dc=club", "(nick=%s)" % escape_filter_chars(nickname), attributes=["cn", "mail"])
        return self.conn.entries

    def by_home_zone(self, zone: int):
        self.conn.search("ou=players,dc=club", f"(homeZone={int(zone)})", attributes=["cn"])
        return self.conn.entries
