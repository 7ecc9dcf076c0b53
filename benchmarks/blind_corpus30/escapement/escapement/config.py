import os

DB_PATH = os.environ.get("ESCAPEMENT_DB", "/var/lib/escapement/workshop.db")
PHOTO_ROOT = "/srv/escapement/photos"
CALIBRE_ROOT = "/srv/escapement/calibres"
CACHE_DIR = "/var/cache/escapement"
LDAP_URL = "ldap://directory.tickandtock.local"
LDAP_BASE = "ou=workshop,dc=tickandtock,dc=local"
SMS_TOKEN = os.environ.get("ESCAPEMENT_SMS_TOKEN", "")
COURIER_API = "https://api.parcelforce.example/track/v2/"
