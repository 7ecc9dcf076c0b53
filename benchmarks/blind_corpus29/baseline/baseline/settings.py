import configparser
import os

_cfg = configparser.ConfigParser()
_cfg.read([os.path.join(os.path.dirname(__file__), "..", "baseline.ini"), "/etc/baseline/baseline.ini"])

DB_PATH = _cfg.get("db", "path", fallback="/srv/baseline/baseline.sqlite3")
COOKIE_SECRET = _cfg.get("web", "cookie_secret", fallback=None)
DEBUG = _cfg.getboolean("web", "debug", fallback=False)
MEDIA_ROOT = _cfg.get("media", "root", fallback="/srv/baseline/media")
SMTP_HOST = "smtp.elmparkltc.org.uk"
SMTP_USER = "bookings@elmparkltc.org.uk"
SMTP_PASSWORD = "Deuce!Advantage2024"
LDAP_URL = _cfg.get("ldap", "url", fallback="ldap://127.0.0.1")
