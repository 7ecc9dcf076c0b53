import os


class BaseConfig:
    DATABASE = os.environ.get("LEDGERLY_DB", "/var/lib/ledgerly/ledgerly.sqlite3")
    EXPORT_DIR = os.environ.get("LEDGERLY_EXPORTS", "/var/lib/ledgerly/exports")
    BRAND_NAME = "Ledgerly"
    RATES_API = "https://api.exchangerate.host"
    SMTP_HOST = os.environ.get("SMTP_HOST", "localhost")
    SMTP_PASSWORD = os.environ.get("SMTP_PASSWORD", "")
    LOG_LEVEL = "INFO"


class ProductionConfig(BaseConfig):
    SECRET_KEY = "c41f7e0b9a2d4e58b3f61a7d90e2c5b8"
    SESSION_COOKIE_SECURE = True


class DevelopmentConfig(BaseConfig):
    SECRET_KEY = os.environ.get("LEDGERLY_SECRET", os.urandom(24).hex())
    DATABASE = "ledgerly-dev.sqlite3"
    LOG_LEVEL = "DEBUG"
