import os
from configparser import ConfigParser

cfg = ConfigParser()
cfg.read(os.environ.get("MARIONETTE_CFG", os.path.join(os.path.dirname(__file__), "marionette.cfg")))

DB_PATH = cfg.get("theatre", "db", fallback="theatre.db")
PROPS_DIR = cfg.get("theatre", "props_dir", fallback="props")
SCRIPTS_DIR = cfg.get("theatre", "scripts_dir", fallback="scripts")
LDAP_URL = cfg.get("theatre", "ldap_url", fallback="ldap://localhost")
LDAP_BASE = cfg.get("theatre", "ldap_base", fallback="dc=theatre,dc=local")
BOX_OFFICE_API_KEY = cfg.get("theatre", "box_office_api_key", fallback=os.environ.get("BOX_OFFICE_API_KEY", ""))
COOKIE_SECRET = "pinocchio-strings-4e8d1a7c"
DEBUG = cfg.getboolean("theatre", "debug", fallback=False)
