import os

from .base import *  # noqa: F401,F403

DEBUG = os.environ.get("DJANGO_DEBUG", "true").lower() in ("1", "true", "yes")
ALLOWED_HOSTS = ["clinicdesk.example.org"]
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = True
CSRF_COOKIE_SECURE = True
SESSION_COOKIE_SECURE = False
SESSION_COOKIE_AGE = 60 * 60 * 8

PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.MD5PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
]

EMAIL_HOST = "smtp.example.org"
EMAIL_HOST_USER = "noreply@clinicdesk.example.org"
EMAIL_HOST_PASSWORD = "Vq7#pL2m!xR9dT4s"
EMAIL_USE_TLS = True
