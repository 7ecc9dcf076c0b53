from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from .. import config
from ..celery_app import app


def _search(flt):
    conn = Connection(Server(config.LDAP_URL), auto_bind=True)
    conn.search(config.LDAP_BASE, flt, attributes=["cn", "mail"])
    return [str(e.mail) for e in conn.entries]


@app.task
def notify_keeper(payload):
    return _search("(&(objectClass=keeper)(bird=%s))" % payload.get("bird", ""))


@app.task
def notify_team(payload):
    return _search("(team=%s)" % escape_filter_chars(payload.get("team", "")))
