import os

REDIS_URL = os.environ.get("AFFINEUR_REDIS", "redis://localhost:6379/2")
PG_DSN = "dbname=affineur user=affineur password=Tomme-de-Cave-77 host=db.vallee-verte.coop"
MEDIA_ROOT = os.environ.get("AFFINEUR_MEDIA", "/srv/affineur/media")
REPORT_ROOT = os.environ.get("AFFINEUR_REPORTS", "/srv/affineur/reports")
LDAP_URL = "ldaps://annuaire.vallee-verte.coop"
LDAP_BASE = "ou=producteurs,dc=vallee-verte,dc=coop"
WEBHOOK_HOSTS = {"hooks.slack.com", "notify.vallee-verte.coop"}
STATE_KEY = os.environ.get("AFFINEUR_STATE_KEY", "").encode()
DASHBOARD_SECRET = os.environ.get("AFFINEUR_DASHBOARD_SECRET", "")
