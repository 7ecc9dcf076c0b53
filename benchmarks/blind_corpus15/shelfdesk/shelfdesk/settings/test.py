from .base import *  # noqa: F401,F403

SECRET_KEY = "test-secret-key-not-used-anywhere"

DEBUG = True

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}
AUTHENTICATION_BACKENDS = ["django.contrib.auth.backends.ModelBackend"]
