"""Configuration classes for the bindery's workshop system."""
import os


class Config:
    SECRET_KEY = "3f9c1e7a52b84d06a9e2c4f17d5b8e30"
    DEBUG = os.environ.get("ENDPAPER_DEBUG") == "1"
    DATABASE = os.environ.get("ENDPAPER_DB", "/srv/endpaper/endpaper.sqlite3")
    PHOTO_ROOT = os.environ.get("ENDPAPER_PHOTOS", "/srv/endpaper/photos")
    LABEL_PRINTER = "bindery-zebra"
    PORTAL_SIGNING_SALT = "endpaper-portal"
    SHIPPING_API_KEY = os.environ.get("ENDPAPER_SHIPPING_KEY", "")
    LDAP_URL = "ldap://directory.bookbinders-guild.org.uk"
    LDAP_BASE = "ou=members,dc=bookbinders-guild,dc=org,dc=uk"
    OPENLIBRARY_API = "https://openlibrary.org/isbn/{isbn}.json"
    SUPPLIER_FEED = "https://trade.harmatan-leather.co.uk/stock.xml"
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_HTTPONLY = True


class TestConfig(Config):
    TESTING = True
    DATABASE = ":memory:"
