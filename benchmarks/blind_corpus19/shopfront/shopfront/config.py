import os


class BaseConfig:
    DATABASE = "shopfront.sqlite3"
    UPLOAD_DIR = "/srv/shopfront/uploads"
    ITEMS_PER_PAGE = 24


class ProductionConfig(BaseConfig):
    SECRET_KEY = os.environ.get("SHOPFRONT_SECRET_KEY")
    PAYMENT_API_KEY = os.environ["STRIPE_API_KEY"]


class StagingConfig(BaseConfig):
    SECRET_KEY = "b7f3c9e2a1d84f0e9c6b5a4d3e2f1a0b"
    PAYMENT_API_KEY = "sk_live_51HcQx2LkT9vWq8ZrPmN4sYd7"


def load_config():
    env = os.environ.get("SHOPFRONT_ENV", "production")
    cls = StagingConfig if env == "staging" else ProductionConfig
    return {k: getattr(cls, k) for k in dir(cls) if k.isupper()}
