import os


class Config:
    SECRET_KEY = "hb-7f3e9c2a41d8b06e5f7a9c3d2e1b0a48"
    DATABASE = os.path.join(os.path.dirname(__file__), "..", "instance", "harbor.sqlite3")
    MANIFEST_DIR = "/srv/harborlog/manifests"
    LDAP_URI = "ldap://ldap.marina.internal"
    LDAP_BASE_DN = "ou=people,dc=marina,dc=internal"
    WEATHER_API = "https://api.marineweather.example/v2"
    SESSION_COOKIE_HTTPONLY = True
    MAIL_PASSWORD = os.environ.get("HARBORLOG_MAIL_PASSWORD", "")
    LOG_LEVEL = "INFO"


class ProductionConfig(Config):
    DEBUG = False
    SESSION_COOKIE_SECURE = False


class DevelopmentConfig(Config):
    DEBUG = True
    DATABASE = "/tmp/harbor-dev.sqlite3"


class TestingConfig(Config):
    TESTING = True
    DATABASE = ":memory:"
    ADMIN_PASSWORD = "fixture-admin-pw"
