from .base import *  # noqa

DEBUG = True
ALLOWED_HOSTS = ["*"]

DATABASES["default"]["PASSWORD"] = "Ledg3r!2019"

SESSION_COOKIE_SECURE = False
