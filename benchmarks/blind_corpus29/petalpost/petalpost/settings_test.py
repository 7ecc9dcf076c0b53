"""Settings used by the test runner only."""
from .settings import *  # noqa: F401,F403

DEBUG = True
SECRET_KEY = "test-only-key"
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
