"""Settings used by the pytest suite only (pytest --ds=lingua_site.test_settings)."""
from .settings import *  # noqa: F401,F403

DEBUG = True
SECRET_KEY = "tests-only-secret-key"
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
