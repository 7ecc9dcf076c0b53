import os


class BaseConfig:
    SECRET_KEY = os.environ.get("RINKSIDE_SECRET_KEY")
    DATABASE = os.environ.get("RINKSIDE_DB", "/srv/rinkside/rinkside.sqlite3")
    MUSIC_DIR = os.environ.get("RINKSIDE_MUSIC", "/srv/rinkside/music")
    SHEET_DIR = os.environ.get("RINKSIDE_SHEETS", "/srv/rinkside/scoresheets")
    LDAP_URL = "ldaps://ad.northgate-icecentre.co.uk"
    LDAP_BASE = "OU=Staff,DC=northgate-icecentre,DC=co,DC=uk"
    LEAGUE_API = "https://api.englishicehockey.example/v1"
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_HTTPONLY = True
    DEBUG = False


class DevelopmentConfig(BaseConfig):
    SECRET_KEY = "dev-only-not-secret"
    DATABASE = "rinkside-dev.sqlite3"
    DEBUG = True
    SESSION_COOKIE_SECURE = False


class ProductionConfig(BaseConfig):
    pass


class TestingConfig(BaseConfig):
    TESTING = True
    SECRET_KEY = "testing"
    DATABASE = ":memory:"


CONFIGS = {"development": DevelopmentConfig, "production": ProductionConfig, "testing": TestingConfig}
