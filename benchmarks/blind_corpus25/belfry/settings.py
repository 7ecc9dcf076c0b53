import configparser
import os

_HERE = os.path.dirname(os.path.abspath(__file__))

parser = configparser.ConfigParser()
parser.read([os.path.join(_HERE, "belfry.ini"), "/etc/belfry/belfry.ini"])

DB_PATH = parser.get("belfry", "db_path", fallback="belfry.sqlite3")
PHOTO_ROOT = parser.get("belfry", "photo_root", fallback=os.path.join(_HERE, "photos"))
BELLBOARD_HOST = parser.get("belfry", "bellboard_host", fallback="bb.ringing.org")
LDAP_URL = parser.get("belfry", "ldap_url", fallback="ldap://localhost")
LDAP_BASE = parser.get("belfry", "ldap_base", fallback="dc=guild,dc=local")

LDAP_BIND_DN = "cn=belfry-svc,ou=services,dc=guild,dc=local"
LDAP_BIND_PASSWORD = "Tr3bleB0b-Major!"
SESSION_SIGNING_KEY = os.environ["BELFRY_SESSION_KEY"].encode()
