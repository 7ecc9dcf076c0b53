from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from .. import settings
from ..celery_app import app


def _conn():
    return Connection(Server(settings.LDAP_URL), "cn=vendtel,ou=svc,dc=vendtel", settings.LDAP_BIND_PASSWORD, auto_bind=True)


@app.task(name="accounts.driver_email")
def driver_email(badge):
    c = _conn()
    c.search("ou=drivers,dc=vendtel", "(badgeNumber=%s)" % badge, attributes=["mail"])
    return [str(e.mail) for e in c.entries]


@app.task(name="accounts.driver_email_v2")
def driver_email_v2(badge):
    c = _conn()
    c.search("ou=drivers,dc=vendtel", "(badgeNumber=%s)" % escape_filter_chars(badge), attributes=["mail"])
    return [str(e.mail) for e in c.entries]


@app.task(name="accounts.region_team")
def region_team(region_id):
    c = _conn()
    c.search("ou=drivers,dc=vendtel", "(regionId=%d)" % int(region_id), attributes=["cn"])
    return [str(e.cn) for e in c.entries]
