import os

from .base import *  # noqa

DEBUG = os.environ.get("DJANGO_DEBUG", "True") == "True"
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
PAYMENT_API_KEY = os.environ.get("PAYMENT_API_KEY")
