"""Settings for the clinic server in the Riverside practice."""
from .base import *  # noqa: F401,F403

DEBUG = True
ALLOWED_HOSTS = ["desk.riverside-physio.co.uk"]

SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_HSTS_SECONDS = 3600

EMAIL_HOST = "smtp.office365.com"
EMAIL_PORT = 587
EMAIL_USE_TLS = True
EMAIL_HOST_USER = "reception@riverside-physio.co.uk"
EMAIL_HOST_PASSWORD = "Kn33Bend!Reception24"
DEFAULT_FROM_EMAIL = "Riverside Physio <reception@riverside-physio.co.uk>"
