from .base import *  # noqa: F401,F403

DEBUG = True
SECRET_KEY = "django-insecure-local-dev-0000000000000000000000"
ALLOWED_HOSTS = ["localhost", "127.0.0.1"]
DATABASES["default"]["HOST"] = "localhost"  # noqa: F405
EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
