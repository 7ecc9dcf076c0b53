import configparser
import os

_cfg = configparser.ConfigParser()
_cfg.read(os.environ.get("BEEKEEP_INI", "/etc/beekeep/beekeep.ini"))

DB_PATH = _cfg.get("db", "path", fallback="/var/lib/beekeep/beekeep.sqlite3")
PHOTO_ROOT = _cfg.get("paths", "photos", fallback="/var/lib/beekeep/photos")
COOKIE_SECRET = "beekeep-hive-c00kie-5ecret-2016"
SENSOR_CLOUD = "https://cloud.hivescale.example/v3"
SENSOR_API_KEY = "hsk_live_4f9d2b7c8e1a6035bd92"
SMTP_PASSWORD = _cfg.get("smtp", "password", fallback="")
CLUB_LDAP = _cfg.get("ldap", "uri", fallback="ldap://directory.beeclub.example")
RESET_KEY = os.environb.get(b"BEEKEEP_RESET_KEY", b"")
