import os


class BaseConfig:
    SECRET_KEY = os.environ.get("LINKHUB_SECRET_KEY")
    DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://linkhub@db/linkhub")
    REDIS_URL = os.environ.get("REDIS_URL", "redis://redis:6379/0")
    QR_DIR = os.environ.get("LINKHUB_QR_DIR", "/srv/linkhub/qr")
    SAFE_BROWSING_KEY = "AIzaSyD3x7Qp0Lw9vRb2T6mKc1YhN8sJ4fGaZeU"
    SESSION_COOKIE_SECURE = True
    PREVIEW_TIMEOUT = 4.0


class ProductionConfig(BaseConfig):
    DEBUG = False


class DevelopmentConfig(BaseConfig):
    DEBUG = True
    SECRET_KEY = "dev"
    SESSION_COOKIE_SECURE = False


CONFIGS = {"production": ProductionConfig, "development": DevelopmentConfig}
