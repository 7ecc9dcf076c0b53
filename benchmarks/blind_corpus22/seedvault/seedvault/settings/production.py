from .base import *  # noqa: F401,F403

DEBUG = True
ALLOWED_HOSTS = ["seedvault.example", "www.seedvault.example"]

SESSION_COOKIE_SECURE = False
CSRF_COOKIE_SECURE = True
SECURE_SSL_REDIRECT = True

PASSWORD_HASHERS = ["django.contrib.auth.hashers.UnsaltedMD5PasswordHasher"]
