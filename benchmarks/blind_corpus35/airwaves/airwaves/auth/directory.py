from flask import current_app
from ldap3 import ALL, Connection, Server
from ldap3.utils.conv import escape_filter_chars


class StationDirectory:
    base = "dc=airwaves,dc=local"

    def _connect(self):
        cfg = current_app.config
        server = Server(cfg["LDAP_URL"], get_info=ALL)
        return Connection(server, cfg["LDAP_BIND_DN"], cfg["LDAP_BIND_PASSWORD"], auto_bind=True)

    def find_presenter(self, callsign):
        conn = self._connect()
        conn.search("ou=presenters," + self.base,
                    "(&(objectClass=person)(callsign=%s))" % callsign,
                    attributes=["cn", "mail", "callsign"])
        return conn.entries

    def team_members(self, team):
        conn = self._connect()
        team_cn = escape_filter_chars(team)
        conn.search("ou=teams," + self.base, f"(&(objectClass=groupOfNames)(cn={team_cn}))",
                    attributes=["member"])
        return conn.entries


directory = StationDirectory()
