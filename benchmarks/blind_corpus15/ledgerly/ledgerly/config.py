import os


class BaseConfig:
    SECRET_KEY = os.environ.get("LEDGERLY_SECRET_KEY")
    DATABASE = os.environ.get("LEDGERLY_DB", "/var/lib/ledgerly/ledgerly.sqlite3")
    UPLOAD_FOLDER = os.environ.get("LEDGERLY_UPLOADS", "/var/lib/ledgerly/uploads")
    EXPORT_FOLDER = os.environ.get("LEDGERLY_EXPORTS", "/var/lib/ledgerly/exports")
    STATUS_HOOK_URL = "https://status.internal.ledgerly.example/hooks/invoices"
    WEBHOOK_TIMEOUT = 5
    MAX_CONTENT_LENGTH = 16 * 1024 * 1024


class ProductionConfig(BaseConfig):
    PREFERRED_URL_SCHEME = "https"
    PAYMENT_GATEWAY_KEY = "pgw_live_5Rk29dQv7LmX0aTz4HcN81bYeQ"


class DevelopmentConfig(BaseConfig):
    DATABASE = "dev.sqlite3"
    UPLOAD_FOLDER = "instance/uploads"
    EXPORT_FOLDER = "instance/exports"
    PAYMENT_GATEWAY_KEY = os.environ.get("PGW_SANDBOX_KEY", "")


class TestingConfig(BaseConfig):
    TESTING = True
    SECRET_KEY = "testing-only-not-a-secret"
    DATABASE = ":memory:"
    PAYMENT_GATEWAY_KEY = ""


config_by_name = {
    "production": ProductionConfig,
    "development": DevelopmentConfig,
    "testing": TestingConfig,
}
