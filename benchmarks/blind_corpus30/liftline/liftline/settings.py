import os

LISTEN_HOST = "0.0.0.0"
LISTEN_PORT = 7100
STATUS_PORT = 7180
DB_PATH = os.environ.get("LIFTLINE_DB", "/var/lib/liftline/passes.db")
LOG_DIR = "/var/log/liftline/gates"
PHOTO_DIR = "/srv/liftline/photos"
LIFT_STATUS_FEED = "/var/lib/liftline/lifts.xml"
FIRMWARE_HOST = "https://firmware.skidata-partner.example"
LDAP_URL = "ldap://ldap.glencorrie-ski.local"
LDAP_BASE = "ou=liftstaff,dc=glencorrie-ski,dc=local"
TICKET_OFFICE_DB_PASSWORD = os.environ.get("LIFTLINE_OFFICE_DB_PASSWORD", "")
GATE_HMAC_KEY = b"gc-turnstile-2019-Kx81vQz"
DEBUG = True
