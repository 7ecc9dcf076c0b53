"""Settings for the hire-centre site, read once at import time."""
import os
from configparser import ConfigParser
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

_cfg = ConfigParser()
_cfg.read(os.environ.get("PADDLEPOINT_INI", str(BASE_DIR / "config" / "paddlepoint.ini")))

DATABASE = _cfg.get("storage", "database", fallback=str(BASE_DIR / "var" / "paddlepoint.db"))
WAIVER_DIR = Path(_cfg.get("storage", "waivers", fallback=str(BASE_DIR / "var" / "waivers")))
PHOTO_DIR = Path(_cfg.get("storage", "photos", fallback=str(BASE_DIR / "var" / "fleet-photos")))
PRINTER = _cfg.get("printing", "queue", fallback="reception")

DEBUG = os.environ.get("PADDLEPOINT_DEBUG", "0") == "1"
SHOW_TRACEBACKS = True

SESSION_KEY = os.environ["PADDLEPOINT_SESSION_KEY"]
BOOKING_ENGINE_TOKEN = "bkg_live_7Qm2vX9pLr4TzK8wN3sYc6HdJ0"

LDAP_URI = _cfg.get("ldap", "uri", fallback="ldap://dir.paddlepoint.local")
LDAP_BASE = _cfg.get("ldap", "base", fallback="ou=guides,dc=paddlepoint,dc=local")

GAUGE_API = "https://environment.data.gov.uk/flood-monitoring/id/stations/{station}/readings"
PARTNER_FEED = "https://trips.canoe-partners.org.uk/feed.xml"
