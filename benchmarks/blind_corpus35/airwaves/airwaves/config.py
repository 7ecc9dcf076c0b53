import os


class BaseConfig:
    SECRET_KEY = os.environ.get("AIRWAVES_SECRET_KEY", "")
    DATABASE = os.environ.get("AIRWAVES_DB", "/var/lib/airwaves/airwaves.db")
    ARCHIVE_DIR = "/srv/airwaves/archive"
    CACHE_DIR = "/var/cache/airwaves"
    LDAP_URL = "ldap://directory.airwaves.local"
    LDAP_BIND_DN = "cn=webapp,ou=services,dc=airwaves,dc=local"
    LDAP_BIND_PASSWORD = "Tr4nsm1tter!2019"
    ALLOWED_PLAYLIST_HOSTS = {"playlists.airwaves.local", "feeds.community-radio.net"}
    DEBUG = False


class DevelopmentConfig(BaseConfig):
    DEBUG = True
    DATABASE = "airwaves-dev.db"
    ARCHIVE_DIR = "./archive"


class ProductionConfig(BaseConfig):
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_HTTPONLY = True
