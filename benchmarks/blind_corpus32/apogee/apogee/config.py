import os


class Config:
    SECRET_KEY = os.environ.get("APOGEE_SECRET_KEY")
    DEBUG = True
    DATABASE = "apogee.sqlite3"
    PHOTO_DIR = "photos"
    FLIGHT_DIR = "flights"
    LDAP_URL = "ldap://localhost"
    LDAP_BASE = "ou=members,dc=apogee-rocketry,dc=org"
    THRUSTCURVE_BASE = "https://www.thrustcurve.org/api/v1"
    ROCKETRY_UK_API_TOKEN = "ukr_5d0f8a2c7b194e6fa3c1d9b8e2f47a60"
    MAX_CONTENT_LENGTH = 16 * 1024 * 1024


class ProductionConfig(Config):
    DATABASE = "/srv/apogee/apogee.sqlite3"
    SESSION_COOKIE_SECURE = True


class TestingConfig(Config):
    TESTING = True
    DATABASE = ":memory:"


CONFIGS = {"production": ProductionConfig, "testing": TestingConfig}
