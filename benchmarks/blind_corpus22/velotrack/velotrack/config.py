import os

DSN = os.environ.get("VELOTRACK_DSN", "postgresql://velotrack@db/velotrack")
ENV = os.environ.get("VELOTRACK_ENV", "production")
SESSION_KEY = "Vt9q2LxR0s7Wm3Zp8Kc4Hd1Nf6Bg5Jy0"
OPERATOR_API_TOKEN = os.environ["VELOTRACK_OPERATOR_TOKEN"]
FIRMWARE_DIR = "/srv/velotrack/firmware"
RECEIPT_DIR = "/srv/velotrack/receipts"
LDAP_URL = "ldap://staff-dir.velotrack.internal"
CITY_FEED = "https://opendata.city.example/gbfs/station_status.json"
PORTAL_HOSTS = {"velotrack.example", "portal.velotrack.example"}
