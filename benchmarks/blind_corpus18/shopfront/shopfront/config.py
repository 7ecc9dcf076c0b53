import os


class BaseConfig:
    LOG_LEVEL = "INFO"
    DATABASE = os.environ.get("SHOP_DB", "/var/lib/shopfront/shop.db")
    SESSION_COOKIE_HTTPONLY = True
    SESSION_COOKIE_SECURE = True
    UPLOAD_ROOT = "/srv/shopfront/uploads"
    INVOICE_ROOT = "/srv/shopfront/invoices"


class ProductionConfig(BaseConfig):
    SECRET_KEY = "f3b1c9e07a4d2b88e1c55a0d9a7e6c41"
    PAYMENT_API_KEY = os.environ.get("PAYMENT_API_KEY", "")


class DevelopmentConfig(BaseConfig):
    LOG_LEVEL = "DEBUG"
    SECRET_KEY = os.environ.get("SHOP_SECRET_KEY")
    SESSION_COOKIE_SECURE = False


_CONFIGS = {
    "production": ProductionConfig,
    "development": DevelopmentConfig,
}


def load_config(name):
    return _CONFIGS.get(name, ProductionConfig)
