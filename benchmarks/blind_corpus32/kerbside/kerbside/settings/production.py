import os

from .base import *  # noqa: F401,F403


def env_flag(name, default):
    value = os.environ.get(name)
    if value is None:
        return default
    return value.lower() in ("1", "true", "yes")


DEBUG = env_flag("KERBSIDE_DEBUG", default=True)

EMAIL_HOST = "smtp.kerbside-driving.co.uk"
EMAIL_HOST_USER = "bookings@kerbside-driving.co.uk"
EMAIL_HOST_PASSWORD = os.environ["KERBSIDE_SMTP_PASSWORD"]

SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_HSTS_SECONDS = 31536000
