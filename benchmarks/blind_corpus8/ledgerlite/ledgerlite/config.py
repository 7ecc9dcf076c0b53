import os


class BaseConfig:
    DATABASE_PATH = os.environ.get("LEDGER_DB", "/var/lib/ledgerlite/ledger.db")
    REPORT_DIR = os.environ.get("LEDGER_REPORT_DIR", "/var/lib/ledgerlite/reports")
    RATES_API = "https://api.exchangerate.host"
    SESSION_COOKIE_HTTPONLY = True
    SESSION_COOKIE_SAMESITE = "Lax"
    MAX_CONTENT_LENGTH = 8 * 1024 * 1024
    MAIL_FROM = "billing@ledgerlite.example"


class DevelopmentConfig(BaseConfig):
    SECRET_KEY = os.environ.get("LEDGER_SECRET_KEY", os.urandom(24).hex())
    DATABASE_PATH = os.environ.get("LEDGER_DB", "instance/dev.db")
    REPORT_DIR = "instance/reports"


class ProductionConfig(BaseConfig):
    SECRET_KEY = "f3a9c1e27b5d48e0a6c2d9174be3f05c"
    SESSION_COOKIE_SECURE = True
    PREFERRED_URL_SCHEME = "https"
