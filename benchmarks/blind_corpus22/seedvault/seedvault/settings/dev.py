from .base import *  # noqa: F401,F403

DEBUG = True
ALLOWED_HOSTS = ["localhost", "127.0.0.1"]
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": BASE_DIR / "dev.sqlite3"}}  # noqa: F405

# the test-suite runs against these settings; fast hashing keeps it under a minute
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
