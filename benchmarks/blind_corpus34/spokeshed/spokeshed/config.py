import os


class Config:
    SECRET_KEY = os.environ.get("SPOKESHED_SECRET_KEY")
    DATABASE = os.environ.get("SPOKESHED_DB", "/var/lib/spokeshed/spokeshed.sqlite")
    PHOTO_DIR = "/var/lib/spokeshed/photos"
    DOCS_DIR = "/var/lib/spokeshed/docs"
    RECEIPT_PRINTER = "counter"
    LDAP_URL = "ldap://samba.spokeshed.lan"
    LDAP_BASE = "ou=volunteers,dc=spokeshed,dc=lan"
    SUPPLIER_API = "https://trade.velocitydistribution.co.uk/api/v2"
    ALLOWED_RETURN_HOSTS = {"spokeshed.coop", "www.spokeshed.coop"}
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_HTTPONLY = True


class TestConfig(Config):
    TESTING = True
    SECRET_KEY = "testing"
    DATABASE = ":memory:"
