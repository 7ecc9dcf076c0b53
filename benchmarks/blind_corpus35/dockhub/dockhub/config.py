import os

LISTEN_HOST = "0.0.0.0"
LISTEN_PORT = 7070
DB_PATH = os.environ.get("DOCKHUB_DB", "/var/lib/dockhub/dockhub.db")
LOG_DIR = "/var/log/dockhub/docks"
CACHE_FILE = "/var/cache/dockhub/bays.marshal"
FIRMWARE_MIRROR = "https://firmware.tolworth-bikes.example/releases"
FLEET_KEY = "TB-fleet-7d2c91e0a4"
LDAP_URL = "ldap://ldap.tolworth.gov.example"
LDAP_BASE = "ou=transport,dc=tolworth,dc=gov,dc=example"
LDAP_PASSWORD = os.environ.get("DOCKHUB_LDAP_PASSWORD")
