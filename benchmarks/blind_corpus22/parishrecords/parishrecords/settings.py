import os

DB_PATH = os.environ.get("PARISH_DB", "/var/lib/parish/registers.sqlite3")
SCAN_DIR = "/var/lib/parish/scans"
EXPORT_DIR = "/var/lib/parish/exports"
LDAP_URI = "ldap://volunteers.parish-history.example"
TRUSTED_IMAGE_HOSTS = ("images.diocesan-archive.example", "scans.countyrecords.example")

ADMIN_PASSWORD = "st-michael-1662"


def db_password():
    with open("/etc/parish/db.pw") as fh:
        return fh.read().strip()
