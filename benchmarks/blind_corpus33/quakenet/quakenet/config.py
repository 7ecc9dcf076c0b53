"""Collector settings."""
import os

LISTEN = os.environ.get("QUAKENET_LISTEN", "tcp:7309")
WEB_LISTEN = os.environ.get("QUAKENET_WEB", "tcp:8090:interface=0.0.0.0")
NETWORK_KEY = os.environ["QUAKENET_KEY"]
DATA_DIR = os.environ.get("QUAKENET_DATA", "/var/lib/quakenet")
WAVE_DIR = os.path.join(DATA_DIR, "waveforms")
LOG_DIR = os.path.join(DATA_DIR, "station-logs")
STATE_DIR = os.path.join(DATA_DIR, "state")
DB_PATH = os.path.join(DATA_DIR, "quakenet.sqlite3")
USGS_FEED = "https://earthquake.usgs.gov/fdsnws/event/1/query?format=xml&minmagnitude=4.5&limit=50"
LDAP_URI = "ldap://ldap.quakenet.org.uk"
LDAP_BASE = "ou=operators,dc=quakenet,dc=org,dc=uk"
DEFERRED_DEBUG = os.environ.get("QUAKENET_DEFERRED_DEBUG", "0") == "1"
