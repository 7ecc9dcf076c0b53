import os


class Settings:
    DB_PATH = os.environ.get("SKYBASKET_DB", "/var/lib/skybasket/flights.db")
    TRACK_ROOT = "/var/lib/skybasket/tracks"
    MANIFEST_ROOT = "/var/lib/skybasket/manifests"
    LDAP_URL = "ldap://ldap.skybasket.local"
    LDAP_BASE = "ou=crew,dc=skybasket,dc=local"
    MET_BASE = "https://aviationweather.example/api/data/"
    SMS_GATEWAY_TOKEN = os.environ.get("SKYBASKET_SMS_TOKEN", "")
    JWT_SECRET = os.environ.get("SKYBASKET_JWT_SECRET", "")
    DEBUG = os.environ.get("SKYBASKET_DEBUG", "") == "1"
