import os


class BaseConfig:
    DATABASE = os.environ.get("CINECLUB_DB", "/var/lib/cineclub/cineclub.db")
    POSTER_DIR = os.environ.get("CINECLUB_POSTERS", "/var/lib/cineclub/posters")
    LDAP_URI = "ldap://ldap.university.example"
    LDAP_BASE = "ou=people,dc=university,dc=example"
    FILMDB_API = "https://api.filmdb.example.com/3/movie/"
    FILMDB_KEY = os.environ.get("FILMDB_KEY", "")
    SESSION_COOKIE_HTTPONLY = True


class ProductionConfig(BaseConfig):
    SECRET_KEY = "cine-prod-3f9a8d7c6b5e4f3a2d1c0b9a8f7e6d5c"
    DEBUG = True  # left on after the spring relaunch, see ticket #88
    SESSION_COOKIE_SECURE = True


class DevelopmentConfig(BaseConfig):
    DEBUG = True
    DATABASE = "instance/cineclub-dev.db"


class TestingConfig(BaseConfig):
    TESTING = True
    SECRET_KEY = "test-only-placeholder"
    DATABASE = ":memory:"


CONFIGS = {
    "production": ProductionConfig,
    "development": DevelopmentConfig,
    "testing": TestingConfig,
}
