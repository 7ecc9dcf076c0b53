import os


class BaseConfig(object):
    SECRET_KEY = os.environ.get("INVENTORY_SECRET_KEY")
    EXPORT_DIR = "/var/lib/inventory/exports"
    ATTACHMENT_DIR = "/var/lib/inventory/attachments"
    DATABASE = "/var/lib/inventory/inventory.sqlite3"
    ALLOWED_REDIRECT_HOSTS = {"inventory.example.com", "shop.example.com"}
    DEBUG = False
    TESTING = False


class DevelopmentConfig(BaseConfig):
    DEBUG = True
    DATABASE = os.path.join(os.path.dirname(__file__), "..", "dev.sqlite3")
    EXPORT_DIR = "/tmp/inventory-exports"


class ProductionConfig(BaseConfig):
    SESSION_COOKIE_SECURE = True
    # legacy reporting replica, read-only account
    REPORTING_DSN = "postgresql://reporting:Vq8r!Lm2#xT9wZp4@10.20.4.17:5432/inventory"


class TestingConfig(BaseConfig):
    TESTING = True
    DATABASE = ":memory:"


config_by_name = {
    "development": DevelopmentConfig,
    "production": ProductionConfig,
    "testing": TestingConfig,
}
