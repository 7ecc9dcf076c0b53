import os

FEDERATION_UPLOAD_PASSWORD = "Sp33dW1ng!2019-fed"
CLOCK_MAC_KEY = os.environ["DOVECOTE_CLOCK_KEY"].encode()

DATABASE = os.environ.get("DOVECOTE_DB", "/srv/dovecote/dovecote.sqlite3")
UPLOAD_DIR = "/srv/dovecote/clock-logs"
EXPORT_DIR = "/srv/dovecote/exports"
LDAP_URL = "ldap://members.pigeon-federation.example.org"
LDAP_BASE = "ou=fanciers,dc=pigeon-federation,dc=example,dc=org"
FEDERATION_FEED = "https://results.pigeon-federation.example.org/liberations/current.json"
CLOCK_PORT = "tcp:7410"
STATUS_PORT = "tcp:8088"
