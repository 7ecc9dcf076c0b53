import os


class Config:
    ENV_NAME = "base"
    SECRET_KEY = os.environ.get("TIDEWATCH_SECRET_KEY")
    DATABASE = os.environ.get("TIDEWATCH_DB", "/var/lib/tidewatch/tidewatch.sqlite3")
    EXPORT_DIR = os.environ.get("TIDEWATCH_EXPORT_DIR", "/var/lib/tidewatch/exports")
    NDBC_BASE = "https://www.ndbc.noaa.gov"
    FEED_TIMEOUT = 10
    SESSION_COOKIE_HTTPONLY = True
    SESSION_COOKIE_SECURE = True
    REMEMBER_DAYS = 30


class ProductionConfig(Config):
    ENV_NAME = "production"
    # Tide predictions API (paid tier, billed per call)
    TIDES_API_KEY = "tk_live_4f9a1c7be02d4e55a8c3d61f0b9e2a77"


class DevelopmentConfig(Config):
    ENV_NAME = "development"
    SECRET_KEY = "dev-not-secret"
    DATABASE = os.path.join(os.path.dirname(__file__), "..", "instance", "dev.sqlite3")
    EXPORT_DIR = os.path.join(os.path.dirname(__file__), "..", "instance", "exports")
    SESSION_COOKIE_SECURE = False
    TIDES_API_KEY = os.environ.get("TIDES_API_KEY", "")


class TestingConfig(DevelopmentConfig):
    ENV_NAME = "testing"
    TESTING = True


_CONFIGS = {
    "production": ProductionConfig,
    "development": DevelopmentConfig,
    "testing": TestingConfig,
}


def get_config(name):
    try:
        return _CONFIGS[name]
    except KeyError:
        raise RuntimeError(f"unknown TIDEWATCH_ENV {name!r}") from None
