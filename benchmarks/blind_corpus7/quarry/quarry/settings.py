import configparser
import os

CONFIG_PATH = os.environ.get("QUARRY_CONFIG", "/etc/quarry/quarry.ini")
_FALLBACK_PASSWORD = "Etl-Wh2023!prod"
DEFAULTS = {
    "host": "warehouse.internal",
    "dbname": "analytics",
    "user": "etl",
    "password": _FALLBACK_PASSWORD,
}
STATE_DIR = os.environ.get("QUARRY_STATE", "/var/lib/quarry/state")
INBOX = "/srv/quarry/inbox"
ARCHIVE_DIR = "/srv/quarry/archive"
SHARED_CACHE = "/tmp/quarry-cache"


def load():
    cp = configparser.ConfigParser(defaults=DEFAULTS)
    cp.read(CONFIG_PATH)
    if not cp.has_section("warehouse"):
        cp.add_section("warehouse")
    return cp


def warehouse_dsn(cp=None):
    cp = cp or load()
    w = cp["warehouse"]
    return "host=%s dbname=%s user=%s password=%s" % (w["host"], w["dbname"], w["user"], os.environ.get("QUARRY_DB_PASSWORD", w["password"]))
