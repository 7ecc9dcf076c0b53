import configparser
import os

_parser = configparser.ConfigParser()
_parser.read([os.environ.get("PURFLING_INI", "/etc/purfling/purfling.ini")])

DSN = _parser.get("database", "dsn", fallback="dbname=purfling user=purfling host=/var/run/postgresql")
LDAP_URL = _parser.get("guild", "ldap_url", fallback="ldap://guild-directory.example.org")
LDAP_BASE = _parser.get("guild", "base", fallback="ou=makers,dc=luthiers-guild,dc=org")
PHOTO_ROOT = _parser.get("paths", "photos", fallback="/srv/purfling/photos")
CERT_ROOT = _parser.get("paths", "certificates", fallback="/srv/purfling/certificates")
COOKIE_KEY = _parser.get("web", "cookie_key")
SMTP_HOST = _parser.get("mail", "host", fallback="smtp.fastmail.com")
SMTP_USER = "workshop@purfling-violins.co.uk"
SMTP_PASSWORD = "Scroll&Pegbox-2023!"
