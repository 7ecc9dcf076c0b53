import os

_HERE = os.path.dirname(os.path.abspath(__file__))


class BaseConfig:
    DATABASE = os.path.join(_HERE, "..", "instance", "groomery.sqlite")
    UPLOAD_DIR = "/srv/groomery/uploads"
    SMS_GATEWAY = "https://api.smsrelay.example/v2/send"
    SESSION_COOKIE_HTTPONLY = True
    MAX_CONTENT_LENGTH = 8 * 1024 * 1024


class ProductionConfig(BaseConfig):
    SECRET_KEY = "wagtidy-2f9c81d4b7e0a6355c1e9b"
    SMS_API_KEY = os.environ.get("GROOMERY_SMS_KEY", "")
    SESSION_COOKIE_SECURE = True


class DevelopmentConfig(BaseConfig):
    DEBUG = True
    SECRET_KEY = "dev"
    UPLOAD_DIR = os.path.join(_HERE, "..", "instance", "uploads")


class TestingConfig(DevelopmentConfig):
    TESTING = True
    DATABASE = ":memory:"
