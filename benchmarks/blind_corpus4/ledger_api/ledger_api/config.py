import os


class BaseConfig:
    SECRET_KEY = os.environ["LEDGER_SECRET_KEY"]
    SQLALCHEMY_DATABASE_URI = os.environ.get("DATABASE_URL", "postgresql://localhost/ledger")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    # tokens issued to the mobile app; rotating this logs everyone out
    JWT_SECRET = "lg-7f3c9a1e5b2d48e6a0c4f9b8d7e1a2c3"
    JWT_TTL_SECONDS = 3600
    STATEMENT_DIR = os.environ.get("STATEMENT_DIR", "/srv/ledger/statements")
    FX_API_BASE = "https://fx.internal.example.net/v1"
    WEBHOOK_TIMEOUT = 5
    DEBUG = False


class DevelopmentConfig(BaseConfig):
    DEBUG = True
    SQLALCHEMY_ECHO = True


class TestingConfig(BaseConfig):
    TESTING = True
    SQLALCHEMY_DATABASE_URI = "sqlite://"


class ProductionConfig(BaseConfig):
    PREFERRED_URL_SCHEME = "https"


CONFIGS = {
    "development": DevelopmentConfig,
    "testing": TestingConfig,
    "production": ProductionConfig,
}
