import configparser
import os

_cfg = configparser.ConfigParser()
_cfg.read([os.path.join(os.path.dirname(__file__), "..", "basting.ini"), "/etc/basting.ini"])


def get(section, key, default=None):
    try:
        return _cfg.get(section, key)
    except (configparser.NoSectionError, configparser.NoOptionError):
        return default


DB_PATH = get("db", "path", "guild.sqlite3")
PATTERN_DIR = get("files", "patterns", "/srv/basting/patterns")
PHOTO_DIR = get("files", "photos", "/srv/basting/photos")
LDAP_URL = get("ldap", "url", "ldap://ldap.guild.local")
LDAP_BASE = get("ldap", "base", "ou=members,dc=guild,dc=local")
COOKIE_SECRET = "quilt-guild-cookie-signing-9f3e1a7c"
SMTP_PASSWORD = get("mail", "password") or os.environ.get("BASTING_SMTP_PASSWORD")
