import os

LDAP_URL = os.environ.get("LDAP_URL", "ldaps://ldap.corp.example.net")
LDAP_BASE = "dc=corp,dc=example,dc=net"
LDAP_BIND_DN = os.environ.get("LDAP_BIND_DN", "cn=directory-svc,ou=services,dc=corp,dc=example,dc=net")
LDAP_BIND_PASSWORD = os.environ["LDAP_BIND_PASSWORD"]
SERVICE_TOKEN = "dir-svc-7d1f0c3b9e2a4f68a1c5"
ORGCHART_PATH = os.path.join(os.path.dirname(__file__), "data", "orgchart.xml")
AVATAR_HOSTS = {"avatars.corp.example.net", "www.gravatar.com"}
