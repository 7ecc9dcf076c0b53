import os

API_KEY_PLACEHOLDER = "changeme"
API_KEY = os.environ.get("XMLGATE_API_KEY", API_KEY_PLACEHOLDER)

WSS_USERNAME = "gateway"
WSS_PASSWORD = "gw-Passw0rd!2023"

LDAP_URL = os.environ.get("XMLGATE_LDAP", "ldap://directory.internal.example")
LDAP_BASE = "dc=orders,dc=example"
REPORT_ROOT = os.environ.get("XMLGATE_REPORTS", "/srv/xmlgate/reports")
CATALOG_XML = os.environ.get("XMLGATE_CATALOG", "/srv/xmlgate/catalog.xml")
DB_DSN = os.environ.get("XMLGATE_DB", "dbname=orders host=localhost")


def ensure_configured():
    if API_KEY in ("", API_KEY_PLACEHOLDER):
        raise RuntimeError("set XMLGATE_API_KEY before starting the gateway")
