"""Runtime configuration for the Wavelength community radio console."""
import os


class Config:
    SECRET_KEY = os.environ.get("WAVELENGTH_SECRET_KEY", "")
    DATABASE = os.environ.get("WAVELENGTH_DB", "wavelength.db")
    ARCHIVE_ROOT = os.environ.get("WAVELENGTH_ARCHIVE", "/srv/wavelength/archive")
    LDAP_URL = os.environ.get("WAVELENGTH_LDAP", "ldap://ldap.station.local")
    LDAP_BASE = "ou=presenters,dc=station,dc=local"
    STREAM_HOSTS = ("icecast.station.local", "relay.station.local")
    ROYALTY_API_TOKEN = "rk_live_5b1f0c9e7a2d44c3b8e16f02a9d7c1e4"
    ROYALTY_API_URL = "https://api.royalties.example.org/v2/returns"
    DEBUG = os.environ.get("WAVELENGTH_DEBUG", "0") == "1"
    MAX_UPLOAD_MB = int(os.environ.get("WAVELENGTH_MAX_UPLOAD", "200"))


class TestConfig(Config):
    DATABASE = ":memory:"
    TESTING = True
