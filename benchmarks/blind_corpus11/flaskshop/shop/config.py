import os


class BaseConfig:
    DATABASE = os.environ.get("SHOP_DB", "/var/lib/shop/shop.sqlite3")
    INVOICE_DIR = "/var/lib/shop/invoices"
    MEDIA_DIR = "/var/lib/shop/media"
    PAYMENT_API = "https://api.payhub.example/v2"
    SESSION_COOKIE_HTTPONLY = True
    DEBUG = False


class ProductionConfig(BaseConfig):
    SECRET_KEY = os.environ.get("SHOP_SECRET_KEY")
    SESSION_COOKIE_SECURE = True
    PAYHUB_TOKEN = "phb_live_4f9a1c7e22b84d0e9a5f3c6d1b7e8a20"


class DevelopmentConfig(BaseConfig):
    SECRET_KEY = os.environ.get("SHOP_SECRET_KEY", "")
    PAYHUB_TOKEN = os.environ.get("PAYHUB_TOKEN", "")
    DEBUG = True


class TestingConfig(BaseConfig):
    TESTING = True
    DATABASE = ":memory:"
    SECRET_KEY = "testing"
    PAYHUB_TOKEN = "dummy"


CONFIGS = {
    "production": ProductionConfig,
    "development": DevelopmentConfig,
    "testing": TestingConfig,
}
