import os


class BaseConfig:
    SQLITE_PATH = os.environ.get("KILNLOG_DB", "/var/lib/kilnlog/kilnlog.sqlite3")
    LDAP_URI = os.environ.get("KILNLOG_LDAP_URI", "ldap://directory.studio.local")
    LDAP_BASE_DN = "ou=members,dc=studio,dc=local"
    LDAP_BIND_DN = "cn=kilnlog,ou=services,dc=studio,dc=local"
    EXPORT_DIR = "/var/lib/kilnlog/exports"
    GLAZE_SHARE_HOSTS = ("glazy.org", "recipes.clayworks.coop")
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_HTTPONLY = True
    SESSION_COOKIE_SAMESITE = "Lax"


class ProductionConfig(BaseConfig):
    DEBUG = False
    SECRET_KEY = "k1ln-l0g-9f3a7c2e51d84b0e77c2"
    LDAP_BIND_PW = os.environ.get("KILNLOG_LDAP_PASSWORD", "")
