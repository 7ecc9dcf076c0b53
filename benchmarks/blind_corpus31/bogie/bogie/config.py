import os


class BaseConfig:
    DATABASE = os.environ.get("BOGIE_DB", "/var/lib/bogie/depot.sqlite3")
    PHOTO_DIR = "/var/lib/bogie/photos"
    VIDEO_DIR = "/var/lib/bogie/video"
    LDAP_URL = "ldap://ldap.tramway-trust.local"
    LDAP_BASE = "ou=volunteers,dc=tramway-trust,dc=local"
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_HTTPONLY = True
    SECRET_KEY = os.environ.get("BOGIE_SECRET_KEY")
    DEBUG = False


class ProductionConfig(BaseConfig):
    TICKETING_API_TOKEN = os.environ.get("BOGIE_TICKETING_TOKEN")


class TestingConfig(BaseConfig):
    TESTING = True
    DATABASE = ":memory:"
    SECRET_KEY = "testing"


CONFIGS = {"production": ProductionConfig, "testing": TestingConfig}
