import configparser
import os

_cfg = configparser.ConfigParser()
_cfg.read(os.environ.get("ARCHERY_CONFIG", "/etc/archery/range.ini"))

DB_PATH = _cfg.get("db", "path", fallback="/var/lib/archery/range.db")
FACES_DIR = _cfg.get("files", "faces", fallback="/var/lib/archery/faces")
SCORECARD_DIR = _cfg.get("files", "scorecards", fallback="/var/lib/archery/scorecards")
LDAP_URI = _cfg.get("ldap", "uri", fallback="ldap://ldap.archers.example")
LDAP_BASE = _cfg.get("ldap", "base", fallback="ou=archers,dc=archers,dc=example")
IANSEO_BASE = _cfg.get("feeds", "ianseo", fallback="https://www.ianseo.example/TourData/")

# Webhook secret shared with the national body's results service
RESULTS_WEBHOOK_SECRET = "whsec_arch_51c0ffee9e2d4b7a8f3e6d1c"

MAIL_PASSWORD = _cfg.get("mail", "password", fallback=os.environ.get("ARCHERY_MAIL_PASSWORD", ""))
