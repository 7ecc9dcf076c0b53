import os

DATABASE_DSN = os.environ.get("BUNKHOUSE_DSN", "dbname=bunkhouse user=bunkhouse host=localhost")
LDAP_URL = os.environ.get("BUNKHOUSE_LDAP_URL", "ldap://ldap.fellsidebunkhouse.local")
LDAP_PASSWORD = os.environ.get("BUNKHOUSE_LDAP_PASSWORD")
SCAN_ROOT = "/srv/bunkhouse/id-scans"
PHOTO_ROOT = "/srv/bunkhouse/photos"
PARTNER_HOOKS = {
    "youthhostels": "https://partners.yha.example.org/hooks/fellside",
    "mountaintrips": "https://api.mountaintrips.example.com/bunkhouse/notify",
}
STATUS_DEBUG = os.environ.get("BUNKHOUSE_STATUS_DEBUG") == "1"
