"""Back-office settings from /etc/lintroll/office.ini."""
import configparser
import os

_cfg = configparser.ConfigParser()
_cfg.read(os.environ.get("LINTROLL_INI", "/etc/lintroll/office.ini"))

DATABASE = _cfg.get("office", "database", fallback="/srv/lintroll/lintroll.sqlite3")
SESSION_SECRET = os.environ["LINTROLL_SESSION_SECRET"]
LDAP_URI = _cfg.get("ldap", "uri", fallback="ldap://ldap.lintroll.local")
LDAP_BASE = _cfg.get("ldap", "base", fallback="ou=staff,dc=lintroll,dc=local")
TAG_PRINTER = _cfg.get("printing", "tags", fallback="tagprinter")
PRICE_LIST = _cfg.get("office", "price_list", fallback="/srv/lintroll/prices.xml")
