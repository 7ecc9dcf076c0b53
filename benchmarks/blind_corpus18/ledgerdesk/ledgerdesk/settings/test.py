from .base import *  # noqa

DEBUG = True
SECRET_KEY = "django-insecure-test-only"

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}
