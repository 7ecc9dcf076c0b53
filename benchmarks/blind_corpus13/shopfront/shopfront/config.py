import os

BASE_DIR = os.path.abspath(os.path.dirname(__file__))


class BaseConfig:
    STORE_NAME = "Northwind Outfitters"
    SECRET_KEY = os.environ.get("SHOPFRONT_SECRET_KEY")
    DATABASE = os.path.join(BASE_DIR, "..", "instance", "shop.sqlite3")
    UPLOAD_DIR = os.path.join(BASE_DIR, "..", "instance", "uploads")
    INVOICE_DIR = os.path.join(BASE_DIR, "..", "instance", "invoices")
    MAIL_SERVER = "smtp.northwind-outfitters.example"
    MAIL_PORT = 587
    MAIL_USERNAME = "orders@northwind-outfitters.example"
    MAIL_PASSWORD = "Nw0rders!2019-smtp"
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_HTTPONLY = True
    DEBUG = False


class DevelopmentConfig(BaseConfig):
    DEBUG = True
    SESSION_COOKIE_SECURE = False


class ProductionConfig(BaseConfig):
    PREFERRED_URL_SCHEME = "https"


class TestingConfig(BaseConfig):
    TESTING = True
    DATABASE = ":memory:"


CONFIGS = {
    "development": DevelopmentConfig,
    "production": ProductionConfig,
    "testing": TestingConfig,
}
