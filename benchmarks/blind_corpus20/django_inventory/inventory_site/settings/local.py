"""Settings for a developer laptop: ``DJANGO_SETTINGS_MODULE=inventory_site.settings.local``."""
from .base import *  # noqa: F401,F403

DEBUG = True
ALLOWED_HOSTS = ["localhost", "127.0.0.1"]
DATABASES["default"]["NAME"] = "inventory_dev"  # noqa: F405
EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
