import os


class Config:
    SECRET_KEY = os.environ.get("FEEDHUB_SECRET_KEY")
    SQLALCHEMY_DATABASE_URI = os.environ.get("FEEDHUB_DB", "sqlite:///feedhub.db")
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_HTTPONLY = True
    SESSION_COOKIE_SAMESITE = "Lax"
    LINK_SIGNING_KEY = os.environ.get("FEEDHUB_LINK_KEY", "").encode()


class ProductionConfig(Config):
    DEBUG = True
    PREFERRED_URL_SCHEME = "https"


class TestConfig(Config):
    TESTING = True
    SQLALCHEMY_DATABASE_URI = "sqlite://"


def get_config(name):
    return {"production": ProductionConfig, "test": TestConfig}.get(name, ProductionConfig)
