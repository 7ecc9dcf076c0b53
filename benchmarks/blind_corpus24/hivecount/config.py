import os

basedir = os.path.abspath(os.path.dirname(__file__))


class BaseConfig:
    DATABASE = os.path.join(basedir, "instance", "hives.sqlite3")
    PHOTO_DIR = os.path.join(basedir, "instance", "photos")
    LDAP_URI = os.environ.get("HIVECOUNT_LDAP", "ldap://ldap.beekeepers.local")
    LDAP_BASE = "ou=members,dc=beekeepers,dc=local"
    LDAP_BIND_DN = "cn=hivecount,ou=services,dc=beekeepers,dc=local"
    LDAP_BIND_PASSWORD = "Pr0polis!2019-smoker"
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_HTTPONLY = True
    MAX_CONTENT_LENGTH = 8 * 1024 * 1024


class ProductionConfig(BaseConfig):
    SECRET_KEY = os.environ.get("HIVECOUNT_SECRET_KEY")
    DEBUG = False


class DevConfig(BaseConfig):
    SECRET_KEY = os.environ.get("HIVECOUNT_SECRET_KEY", "")
    DEBUG = os.environ.get("FLASK_DEBUG", "0") == "1"
    SESSION_COOKIE_SECURE = False
