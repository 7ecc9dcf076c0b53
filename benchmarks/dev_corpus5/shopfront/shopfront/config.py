import os


class BaseConfig(object):
    SECRET_KEY = "9f2b7c41e8d04a6f93c1b0d5e7a2f8c3b6d9e0a1"
    DATABASE_PATH = os.environ.get("SHOPFRONT_DB", "/var/lib/shopfront/shop.db")
    ORDERS_DSN = os.environ.get("ORDERS_DSN", "postgresql://shop@localhost/orders")
    UPLOAD_DIR = os.environ.get("UPLOAD_DIR", "/srv/shopfront/uploads")
    INVOICE_DIR = os.environ.get("INVOICE_DIR", "/srv/shopfront/invoices")
    IMAGE_CDN = "https://cdn.shopfront.example/img/"
    MAIL_API_URL = os.environ.get("MAIL_API_URL", "https://mail.internal.example/v1/send")
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_HTTPONLY = True
    DEBUG = False
    TESTING = False


class ProductionConfig(BaseConfig):
    PREFERRED_URL_SCHEME = "https"


class DevelopmentConfig(BaseConfig):
    DEBUG = True
    DATABASE_PATH = "dev.db"
    ORDERS_DSN = "sqlite:///dev-orders.db"
    SESSION_COOKIE_SECURE = False


class TestingConfig(BaseConfig):
    TESTING = True
    DATABASE_PATH = ":memory:"
    ORDERS_DSN = "sqlite://"


CONFIGS = {
    "production": ProductionConfig,
    "development": DevelopmentConfig,
    "testing": TestingConfig,
}
