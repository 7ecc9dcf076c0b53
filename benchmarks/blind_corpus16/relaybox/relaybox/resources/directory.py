import falcon
from ldap3 import Connection, Server

from . import route

SERVER = Server("ldaps://ldap.relaybox.example")


@route("/recipients")
class Recipients:
    def on_get(self, req, resp):
        team = req.get_param("team", required=True)
        conn = Connection(SERVER, auto_bind=True)
        conn.search("ou=people,dc=relaybox,dc=example", "(&(objectClass=person)(ou=%s))" % team, attributes=["mail"])
        resp.media = [str(e.mail) for e in conn.entries]
