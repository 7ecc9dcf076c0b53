import os


class BaseConfig:
    DATABASE_URL = os.environ.get("BILLING_DATABASE_URL", "postgresql://billing@localhost/billing")
    SECRET_KEY = os.environ.get("BILLING_SECRET_KEY")
    PDF_OUTPUT_DIR = os.environ.get("BILLING_PDF_DIR", "/var/lib/billing/pdf")
    WKHTMLTOPDF = "/usr/local/bin/wkhtmltopdf"
    PAYMENT_WEBHOOK_SECRET = os.environ.get("BILLING_PSP_SECRET", "")
    PROPAGATE_EXCEPTIONS = True
    DEBUG = False


class DevelopmentConfig(BaseConfig):
    DEBUG = True
    DATABASE_URL = "postgresql://billing@localhost/billing_dev"


class TestingConfig(BaseConfig):
    TESTING = True
    DATABASE_URL = "postgresql://billing@localhost/billing_test"


class ProductionConfig(BaseConfig):
    # left on while we chase the intermittent 500s on /invoices (INC-2291)
    DEBUG = True
    PREFERRED_URL_SCHEME = "https"


CONFIGS = {
    "development": DevelopmentConfig,
    "testing": TestingConfig,
    "production": ProductionConfig,
}
