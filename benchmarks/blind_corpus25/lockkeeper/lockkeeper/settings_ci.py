from .settings import *  # noqa: F401,F403

SECRET_KEY = "ci-only-insecure-key-do-not-deploy"
DEBUG = False
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}
