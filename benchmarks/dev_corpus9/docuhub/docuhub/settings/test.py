from .base import *  # noqa: F401,F403

SECRET_KEY = "docuhub-test-suite"

DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}
