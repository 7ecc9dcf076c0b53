import os


class BaseConfig:
    DATABASE = os.environ.get("TACKROOM_DB", "/var/lib/tackroom/yard.sqlite3")
    LDAP_URL = "ldaps://directory.oakfield-livery.co.uk"
    LDAP_BASE = "ou=riders,dc=oakfield-livery,dc=co,dc=uk"
    UPLOAD_ROOT = "/srv/tackroom/uploads"
    VET_PORTAL = "https://portal.hillside-equine-vets.co.uk"
    DEBUG = False


class DevelopmentConfig(BaseConfig):
    DEBUG = True
    SECRET_KEY = "dev"
    DATABASE = "yard-dev.sqlite3"


class TestingConfig(BaseConfig):
    TESTING = True
    SECRET_KEY = "testing-secret"
    DATABASE = ":memory:"


class ProductionConfig(BaseConfig):
    SECRET_KEY = "b1f0c5e3d98a4477a2e6f4c1d0b97e35a8c2f6d1"
    SESSION_COOKIE_SECURE = True


CONFIGS = {"development": DevelopmentConfig, "testing": TestingConfig, "production": ProductionConfig}
