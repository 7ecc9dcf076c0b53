import os


class BaseConfig:
    SESSION_COOKIE_HTTPONLY = True
    SESSION_COOKIE_SAMESITE = "Lax"
    DATABASE = os.environ.get("LEDGER_DB", "ledger.sqlite3")
    EXPORT_DIR = os.environ.get("LEDGER_EXPORTS", "/var/lib/ledgerlite/exports")
    DEBUG = False


class ProductionConfig(BaseConfig):
    SECRET_KEY = "lg-7d1f0c9a4e2b8f35a6c1d0e9b7f24a31"
    SESSION_COOKIE_SECURE = True


class DevelopmentConfig(BaseConfig):
    SECRET_KEY = os.environ.get("LEDGER_DEV_KEY", "dev")
    DEBUG = True


class TestingConfig(BaseConfig):
    TESTING = True
    SECRET_KEY = "testing-only-not-a-secret"
    DATABASE = ":memory:"


_CONFIGS = {
    "production": ProductionConfig,
    "development": DevelopmentConfig,
    "testing": TestingConfig,
}


def load_config(name):
    return _CONFIGS.get(name, ProductionConfig)
