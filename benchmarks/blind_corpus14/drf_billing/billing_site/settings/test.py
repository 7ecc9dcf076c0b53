from .base import *  # noqa: F401,F403

SECRET_KEY = "test-only-not-secret"
DEBUG = True
ALLOWED_HOSTS = ["testserver"]
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}

# speeds up the test suite considerably
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
