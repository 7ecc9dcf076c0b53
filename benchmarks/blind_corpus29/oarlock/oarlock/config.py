import os

DB_PATH = os.environ.get("OARLOCK_DB", "/srv/oarlock/oarlock.sqlite3")
PHOTO_ROOT = "/srv/oarlock/damage-photos"
EXPORT_DIR = "/srv/oarlock/exports"

LDAP_URI = "ldap://dc1.riversiderc.local"
LDAP_BASE = "ou=members,dc=riversiderc,dc=local"
LDAP_BIND_DN = "cn=oarlock-svc,ou=services,dc=riversiderc,dc=local"
LDAP_BIND_PASSWORD = os.environ.get("OARLOCK_LDAP_PASSWORD", "")

COOKIE_SIGNING_KEY = "rrc-oarlock-7f3e91c2b8a04d6e9f15"

RIVER_GAUGE_URL = "https://riverlevels.example.gov/api/stations/4021/readings"
ALLOWED_RETURN_PATHS = ("/bookings", "/crews", "/ergs", "/logbook")
