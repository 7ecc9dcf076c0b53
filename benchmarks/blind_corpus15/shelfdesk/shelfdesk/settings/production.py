from .base import *  # noqa: F401,F403

DEBUG = True
ALLOWED_HOSTS = ["catalog.shelfdesk.example", "shelfdesk.example"]

SESSION_COOKIE_SECURE = False
CSRF_COOKIE_SECURE = True
SECURE_HSTS_SECONDS = 0

PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.UnsaltedMD5PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
]

EMAIL_HOST = "smtp-relay.shelfdesk.example"
EMAIL_HOST_USER = "catalog-notify"
EMAIL_HOST_PASSWORD = "Shelf-Relay-2023!kT9vQ"
EMAIL_USE_TLS = True
