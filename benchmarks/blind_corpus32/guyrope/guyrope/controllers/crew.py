from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars
from litestar import Controller, get

from ..settings import LDAP_BASE, LDAP_URL


def _conn() -> Connection:
    return Connection(Server(LDAP_URL), auto_bind=True)


class CrewController(Controller):
    path = "/crew"

    @get("/available")
    async def available(self, ticket: str = "IPAF") -> list[dict]:
        conn = _conn()
        conn.search(LDAP_BASE, f"(&(objectClass=crewMember)(ticket={ticket})(available=TRUE))", attributes=["cn", "mobile"])
        return [{"name": str(e.cn), "mobile": str(e.mobile)} for e in conn.entries]

    @get("/{uid:str}")
    async def member(self, uid: str) -> dict:
        conn = _conn()
        conn.search(LDAP_BASE, "(&(objectClass=crewMember)(uid=" + escape_filter_chars(uid) + "))", attributes=["cn", "ticket"])
        entries = conn.entries
        return {"name": str(entries[0].cn), "tickets": list(entries[0].ticket.values)} if entries else {}
