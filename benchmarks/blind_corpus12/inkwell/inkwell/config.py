import os

BASE_DIR = os.path.abspath(os.path.dirname(__file__))

SECRET_KEY = os.environ.get("INKWELL_SECRET_KEY", "9f1c2e7ab4d04c55be1b0e6a7d3f21c8")


class BaseConfig:
    SECRET_KEY = SECRET_KEY
    DATABASE = os.environ.get("INKWELL_DB", os.path.join(BASE_DIR, "..", "instance", "inkwell.sqlite"))
    UPLOAD_DIR = os.environ.get("INKWELL_UPLOADS", os.path.join(BASE_DIR, "..", "instance", "uploads"))
    BACKUP_DIR = "/var/backups/inkwell"
    PREVIEW_TIMEOUT = 5
    WEBHOOK_BASE = "https://hooks.inkwell.internal"
    LOG_LEVEL = "INFO"


class ProductionConfig(BaseConfig):
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_HTTPONLY = True


class DevelopmentConfig(BaseConfig):
    LOG_LEVEL = "DEBUG"


def load_config(name):
    return {"production": ProductionConfig, "development": DevelopmentConfig}.get(name, ProductionConfig)
