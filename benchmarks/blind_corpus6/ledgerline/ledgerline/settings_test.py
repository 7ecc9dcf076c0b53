from .settings import *  # noqa: F401,F403

SECRET_KEY = "test-only-key-not-used-anywhere-else"
DEBUG = False
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
