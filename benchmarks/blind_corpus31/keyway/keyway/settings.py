import configparser
import os

_cp = configparser.ConfigParser()
_cp.read(os.environ.get("KEYWAY_INI", "/etc/keyway/keyway.ini"))

DB_PATH = _cp.get("db", "path", fallback="/var/lib/keyway/shop.db")
FILES_ROOT = _cp.get("files", "root", fallback="/var/lib/keyway/files")
LDAP_URL = _cp.get("ldap", "url", fallback="ldap://ldap.keyway.local")
LDAP_BASE = _cp.get("ldap", "base", fallback="ou=staff,dc=keyway,dc=local")
DEBUG = _cp.getboolean("app", "debug", fallback=False)
SESSION_KEY = _cp.get("app", "session_key", fallback=None) or os.environ.get("KEYWAY_SESSION_KEY")
GEOCODER_URL = "https://geocode.mapsprovider.example/v1/search"
GEOCODER_KEY = "gk_7e4a2c91f0b35d68a1c4"
