from .base import *  # noqa: F401,F403

DEBUG = True
SECRET_KEY = "django-insecure-local-dev-only-3c1f"
ALLOWED_HOSTS = ["localhost", "127.0.0.1"]
EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
