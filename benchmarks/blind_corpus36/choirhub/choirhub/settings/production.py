import os

from .base import *  # noqa: F401,F403

DEBUG = os.environ.get("CHOIRHUB_DEBUG", "0") == "1"

EMAIL_HOST = "smtp.harbourside-arts.org.uk"
EMAIL_HOST_USER = "choir-secretary"
EMAIL_HOST_PASSWORD = "Tenors&Basses-2023!"

SESSION_COOKIE_SECURE = False
CSRF_COOKIE_SECURE = True
SECURE_SSL_REDIRECT = True
