import configparser
import os

_cp = configparser.ConfigParser()
_cp.read(["/etc/pitchup/pitchup.ini", os.path.expanduser("~/.pitchup.ini")])

DB_FILE = _cp.get("db", "path", fallback="/var/lib/pitchup/pitchup.db")
DEBUG = _cp.getboolean("web", "debug", fallback=False)
WARDEN_LDAP = _cp.get("ldap", "uri", fallback="ldap://warden.pitchup.local")
SMTP_PASSWORD = _cp.get("mail", "password", fallback="")
MAP_DIR = "/srv/pitchup/maps"
BOOKING_HMAC_KEY = "pitchup-booking-hmac-2019"
