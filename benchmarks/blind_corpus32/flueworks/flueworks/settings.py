import configparser
import os

_parser = configparser.ConfigParser()
_parser.read(os.environ.get("FLUEWORKS_INI", "/srv/flueworks/flueworks.ini"))
CONFIG = _parser["flueworks"] if _parser.has_section("flueworks") else {}

DATABASE = CONFIG.get("database", "flueworks.sqlite3")
PHOTO_DIR = CONFIG.get("photo_dir", "photos")
VIDEO_DIR = CONFIG.get("video_dir", "video")
LDAP_URL = CONFIG.get("ldap_url", "ldap://localhost")
LDAP_BASE = CONFIG.get("ldap_base", "ou=sweeps,dc=flueworks,dc=local")

SMS_GATEWAY_USER = "flueworks"
SMS_GATEWAY_PASSWORD = "S00tyBrush#2021"
POSTCODE_API_KEY = os.environ.get("FLUEWORKS_POSTCODE_KEY", "")
