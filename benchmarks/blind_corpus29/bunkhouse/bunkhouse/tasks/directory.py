import ldap
from ldap.filter import escape_filter_chars

from .. import settings
from ..celery_app import app


def _bind():
    conn = ldap.initialize(settings.LDAP_URL)
    conn.simple_bind_s("cn=worker,ou=services,dc=fellside,dc=local", settings.LDAP_PASSWORD)
    return conn


@app.task(name="bunkhouse.tasks.directory.warden_for")
def warden_for(payload):
    conn = _bind()
    hits = conn.search_s("ou=wardens,dc=fellside,dc=local", ldap.SCOPE_SUBTREE,
                         "(&(objectClass=person)(rota=%s))" % payload.get("rota_day", ""))
    return [dn for dn, _ in hits]


@app.task(name="bunkhouse.tasks.directory.volunteer")
def volunteer(payload):
    conn = _bind()
    hits = conn.search_s("ou=volunteers,dc=fellside,dc=local", ldap.SCOPE_SUBTREE,
                         "(mail=%s)" % escape_filter_chars(payload.get("email", "")))
    return [dn for dn, _ in hits]


@app.task(name="bunkhouse.tasks.directory.duty_manager")
def duty_manager():
    conn = _bind()
    return conn.search_s("ou=wardens,dc=fellside,dc=local", ldap.SCOPE_SUBTREE, "(&(objectClass=person)(dutyManager=TRUE))")
