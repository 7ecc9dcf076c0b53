import os


class Config:
    SECRET_KEY = os.environ.get("RIPOSTE_SECRET_KEY")
    DEBUG = os.environ.get("RIPOSTE_DEBUG", "false").lower() == "true"
    DATABASE = "/srv/riposte/riposte.db"
    UPLOAD_ROOT = "/srv/riposte/uploads"
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_HTTPONLY = True
    LDAP_URL = "ldaps://ldap.northgatefencing.org"
    BRITISH_FENCING_API = "https://api.britishfencing.example/v2"
    BF_API_KEY = "bf_prod_91c2e7d04f3a6b58"


class ProductionConfig(Config):
    pass


class TestingConfig(Config):
    TESTING = True
    DEBUG = True
    SECRET_KEY = "testing"
    DATABASE = ":memory:"


CONFIGS = {"production": ProductionConfig, "testing": TestingConfig}
