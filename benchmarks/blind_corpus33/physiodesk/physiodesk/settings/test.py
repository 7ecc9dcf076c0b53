"""Settings used by ``manage.py test`` on developer machines and CI."""
from .base import *  # noqa: F401,F403

DEBUG = True
SECRET_KEY = "physiodesk-tests-3b1f"
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
MEDIA_ROOT = BASE_DIR / "test-media"  # noqa: F405
LETTER_DIR = MEDIA_ROOT / "letters"
SCAN_DIR = MEDIA_ROOT / "scans"
