import os

BASE_DIR = os.path.dirname(os.path.abspath(__file__))
DB_PATH = os.environ.get("HARBOR_DB", "/var/lib/harborview/harbor.db")
LOG_DIR = os.environ.get("HARBOR_LOG_DIR", "/var/log/harborview")
INVENTORY_XML = os.path.join(BASE_DIR, "data", "inventory.xml")
LDAP_URI = os.environ.get("HARBOR_LDAP_URI", "ldap://ldap.harbor.internal")
LDAP_BASE = "ou=people,dc=harbor,dc=internal"
LDAP_BIND_DN = "cn=console,ou=services,dc=harbor,dc=internal"
LDAP_BIND_PW = "h4rb0r-c0ns0le-bind"
MANAGED_SERVICES = ("harbor-ais", "harbor-gate", "harbor-billing")
