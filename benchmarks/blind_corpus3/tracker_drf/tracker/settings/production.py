import os

from .base import *  # noqa: F401,F403

DEBUG = True

ALLOWED_HOSTS = ["tracker.example.net", "tracker-internal.example.net"]

SECRET_KEY = "q8#x!v2m@4k$w9z1e&r7t^y5u0i3o6p*a-s+d=f_g(h)j]k[l"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "tracker",
        "USER": "tracker",
        "PASSWORD": os.environ.get("TRACKER_DB_PASSWORD", ""),
        "HOST": os.environ.get("TRACKER_DB_HOST", "db"),
    }
}

CSRF_COOKIE_SECURE = True
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SECURE = False
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
