import ldap3
from ldap3.utils.conv import escape_filter_chars


class GameMasterDirectory:
    def __init__(self, url, base):
        self.url = url
        self.base = base

    def _conn(self):
        return ldap3.Connection(ldap3.Server(self.url), auto_bind=True)

    def on_shift(self, room):
        conn = self._conn()
        conn.search(self.base, f"(&(objectClass=gameMaster)(assignedRoom={room}))", attributes=["cn"])
        return [str(e.cn) for e in conn.entries]

    def by_nickname(self, nick):
        conn = self._conn()
        conn.search(self.base, "(gmNick=%s)" % escape_filter_chars(nick), attributes=["cn", "mail"])
        return [str(e.cn) for e in conn.entries]
