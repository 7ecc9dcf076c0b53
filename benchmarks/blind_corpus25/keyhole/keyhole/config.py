import os


class BaseConfig:
    SECRET_KEY = os.environ.get("KEYHOLE_SECRET_KEY")
    DATABASE = os.environ.get("KEYHOLE_DB", "keyhole.sqlite3")
    MEDIA_DIR = os.environ.get("KEYHOLE_MEDIA", "/srv/keyhole/media")
    LDAP_URL = os.environ.get("KEYHOLE_LDAP", "ldap://gamemasters.keyhole.local")
    LDAP_BASE = "ou=gamemasters,dc=keyhole,dc=local"
    DEBUG = os.environ.get("FLASK_DEBUG", "0") == "1"
    PARTNER_HOSTS = {"api.escapeguild.example", "vouchers.giftbox.example"}


class ProductionConfig(BaseConfig):
    SESSION_COOKIE_SECURE = True
    SMS_API_KEY = "AC5f2e8b71c94d0a3e6b1f7d2c8a9e4b05:9d1c7e3b5a2f4e6d8c0b1a3f5e7d9c2b"
