from .base import *  # noqa: F401,F403

DEBUG = True
SECRET_KEY = "dev-only-key-for-runserver"
ALLOWED_HOSTS = ["localhost", "127.0.0.1"]
SESSION_COOKIE_SECURE = False
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": BASE_DIR / "dev.sqlite3"}}
EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
