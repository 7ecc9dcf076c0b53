from .base import *  # noqa: F401,F403

DEBUG = True

ALLOWED_HOSTS = ["localhost", "127.0.0.1"]

SECRET_KEY = "django-insecure-local-development-only"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": str(BASE_DIR / "dev.sqlite3"),  # noqa: F405
    }
}

MEDIA_ROOT = str(BASE_DIR / "media")  # noqa: F405
ATTACHMENT_ROOT = MEDIA_ROOT + "/attachments"
EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
