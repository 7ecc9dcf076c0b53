import os

from .settings import *  # noqa: F401,F403

SECRET_KEY = os.environ["ROUTESET_SECRET_KEY"]
DEBUG = os.environ.get("ROUTESET_DEBUG", "").lower() in ("1", "true")
ALLOWED_HOSTS = os.environ.get("ROUTESET_HOSTS", "routes.blocbarn.fr").split(",")

SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_HSTS_SECONDS = 3600

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("PGDATABASE", "routeset"),
        "USER": os.environ.get("PGUSER", "routeset"),
        "PASSWORD": os.environ.get("PGPASSWORD", ""),
        "HOST": os.environ.get("PGHOST", "localhost"),
    }
}
