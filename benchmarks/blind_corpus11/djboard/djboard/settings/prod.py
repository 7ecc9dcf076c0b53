import os

from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = os.environ.get("DJBOARD_HOSTS", "").split(",")
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
DATABASES["default"]["PASSWORD"] = os.environ["DJBOARD_DB_PASSWORD"]  # noqa: F405
