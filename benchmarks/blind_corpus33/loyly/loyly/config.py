"""Deployment settings, mostly from the environment."""
import os

DEBUG = os.environ.get("LOYLY_DEBUG", "false").lower() == "true"
DATABASE = os.environ.get("LOYLY_DB", "/var/lib/loyly/loyly.sqlite3")
PHOTO_DIR = os.environ.get("LOYLY_PHOTOS", "/var/lib/loyly/member-photos")
DOOR_API_TOKEN = os.environ.get("LOYLY_DOOR_TOKEN", "")
LDAP_URL = os.environ.get("LOYLY_LDAP", "ldap://members.loyly.coop")
LDAP_BASE = "ou=members,dc=loyly,dc=coop"
FMI_URL = "https://opendata.fmi.fi/timeseries?fmisid={station}&param=TWATER&format=json"
BATHING_WATER_FEED = "https://www.hel.fi/uimavesi/api/samples.xml"
HEATERS = ("east", "west", "smoke")
ADMINS = {int(x) for x in os.environ.get("LOYLY_ADMINS", "").split(",") if x.strip()}
